// The same uses of `Regex` as UnguardedRegex.swift, each guarded, checked against iOS 15 and
// macOS 12: the availability check must report nothing here. Not part of the package:
// `Scripts/check-availability.sh --self-test` compiles this file on its own.

import Foundation

/// A type marked `@available` guards its stored properties and members.
@available(iOS 16, macOS 13, *)
struct GuardedPattern {
  let regex: Regex<AnyRegexOutput>

  init(_ source: String) throws {
    regex = try Regex(source)
  }

  func matches(_ text: String) -> Bool {
    (try? regex.wholeMatch(in: text)) != nil
  }
}

/// The body of `if #available`, including the conditions after it.
func ifAvailable(_ text: String) -> Bool {
  if #available(iOS 16, macOS 13, *), let regex = try? Regex("a+") {
    return (try? regex.wholeMatch(in: text)) != nil
  }
  return false
}

/// Everything after `guard #available` in the block, including closures.
func afterGuard(_ texts: [String]) -> Int {
  guard #available(iOS 16, macOS 13, *) else { return 0 }
  let regex = try? Regex("[0-9]+")
  return texts.filter { text in (try? regex?.wholeMatch(in: text)) != nil }.count
}

/// An extension marked `@available`, in the long form; braces and `@available` inside strings and
/// comments change nothing: "}{" // @available(iOS 99, *) {
extension GuardedPattern {
  @available(iOS, introduced: 16.0)
  @available(macOS, introduced: 13.0)
  static func digits() -> GuardedPattern? {
    let brace = "}\("{")\(#"}"#)"
    /* } nested /* { */ } */
    return brace.isEmpty ? nil : try? GuardedPattern("[0-9]+")
  }
}

/// The package's own declaration that needs iOS 16, used from a guarded place.
@available(iOS 16, macOS 13, *)
func digitsPattern() -> Regex<AnyRegexOutput> {
  try! Regex("[0-9]+")
}

@available(iOS 16, macOS 13, *)
func usesDigitsPattern() -> Bool {
  (try? digitsPattern().wholeMatch(in: "138")) != nil
}

/// Newer overloads whose older twin the compiler picks below their availability: `&*` became a
/// requirement of `FixedWidthInteger` in Swift 6, and swift-foundation's `String.data(using:)`
/// keeps the `StringProtocol` one.
func olderOverloads(_ text: String) -> (UInt64, Data?) {
  (UInt64(text.utf8.count) &* 0x100_0000_01b3, text.data(using: .utf8))
}

/// Above the package's minimums, guarded.
func validated(_ bytes: [UInt8]) -> String? {
  if #available(iOS 18, macOS 15, *) {
    return String(validating: bytes, as: UTF8.self)
  }
  return String(decoding: bytes, as: UTF8.self)
}
