// Uses of `Regex` that a build for iOS 15 and macOS 12 rejects. Not part of the package:
// `Scripts/check-availability.sh --self-test` compiles this file on its own and checks it against
// iOS 15 and macOS 12; every finding must be announced by an `expected-availability` comment on its
// line, and nothing else may be reported.

/// A pattern stored as a `Regex`, as `InputRules.Pattern` does, with no guard.
struct UnguardedPattern {
  let regex: Regex<AnyRegexOutput>  // expected-availability: Regex iOS 16.0, Regex macOS 13.0, AnyRegexOutput iOS 16.0, AnyRegexOutput macOS 13.0

  init(_ source: String) throws {
    regex = try Regex(source)  // expected-availability: Regex iOS 16.0, Regex macOS 13.0, init(_:) iOS 16.0, init(_:) macOS 13.0
  }

  func matches(_ text: String) -> Bool {
    (try? regex.wholeMatch(in: text)) != nil  // expected-availability: wholeMatch(in:) iOS 16.0, wholeMatch(in:) macOS 13.0
  }
}

/// The `else` branch of `if #available` is not guarded.
func elseBranch(_ text: String) -> Bool {
  if #available(iOS 16, macOS 13, *) {
    return (try? Regex("a+").wholeMatch(in: text)) != nil
  } else {
    return (try? Regex("a+")) != nil  // expected-availability: Regex iOS 16.0, Regex macOS 13.0, init(_:) iOS 16.0, init(_:) macOS 13.0
  }
}

/// A `guard #available` guards what follows it, not what comes before.
func beforeGuard(_ text: String) -> Bool {
  let early = try? Regex("a+")  // expected-availability: Regex iOS 16.0, Regex macOS 13.0, init(_:) iOS 16.0, init(_:) macOS 13.0
  guard #available(iOS 16, macOS 13, *) else { return false }
  return early != nil && (try? Regex("b+")) != nil
}

/// A guard for iOS alone leaves macOS at its declared minimum.
@available(iOS 16, *)
func guardedForIOSOnly(_ text: String) -> Bool {
  (try? Regex("a+")) != nil  // expected-availability: Regex macOS 13.0, init(_:) macOS 13.0
}

/// A guard that is too low does not help.
@available(iOS 15.4, macOS 12.3, *)
func guardedTooLow(_ text: String) -> Bool {
  (try? Regex("a+")) != nil  // expected-availability: Regex iOS 16.0, Regex macOS 13.0, init(_:) iOS 16.0, init(_:) macOS 13.0
}

/// A declaration of the package that needs iOS 16 passes its requirement to every use.
@available(iOS 16, macOS 13, *)
func digitsPattern() -> Regex<AnyRegexOutput> {
  try! Regex("[0-9]+")
}

func usesDigitsPattern() -> Bool {
  (try? digitsPattern().wholeMatch(in: "138")) != nil  // expected-availability: digitsPattern() iOS 16.0, digitsPattern() macOS 13.0, wholeMatch(in:) iOS 16.0, wholeMatch(in:) macOS 13.0
}

/// Above the package's own minimums too: `String(validating:as:)` needs iOS 18 and macOS 15.
func validated(_ bytes: [UInt8]) -> String? {
  String(validating: bytes, as: UTF8.self)  // expected-availability: init(validating:as:) iOS 18.0, init(validating:as:) macOS 15.0
}

/// An extension of a type that has always existed gives no floor.
extension String {
  var isDigits: Bool {
    (try? Regex("[0-9]+").wholeMatch(in: self)) != nil  // expected-availability: Regex iOS 16.0, Regex macOS 13.0, init(_:) iOS 16.0, init(_:) macOS 13.0, wholeMatch(in:) iOS 16.0, wholeMatch(in:) macOS 13.0
  }
}
