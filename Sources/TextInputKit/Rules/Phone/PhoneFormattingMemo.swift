import Foundation

/// The as-you-type formatter's state after each character of the last value a phone rule laid
/// out, so that the next value is typed only from where it differs: a digit typed at the end
/// types one character, a digit typed or deleted in the middle types the rest after it.
///
/// The values of a field's keystrokes follow each other this way; a value that shares nothing
/// with the last one is typed whole, as without the memo. What the memo gives is exactly what
/// ``PhoneAsYouTypeFormatter/format(_:region:)`` gives: the formatter only appends, so its
/// state after a prefix does not depend on what followed it.
///
/// ```swift
/// let memo = PhoneFormattingMemo(region: "US")
/// memo.format("650253000")   // types 9 characters: "(650) 253-000"
/// memo.format("6502530000")  // types 1: "(650) 253-0000"
/// memo.format("6505253000")  // types 7, from "650": "(650) 525-3000"
/// ```
///
/// Shared by the copies of a rule, across threads: a caller that finds it in use formats
/// without it rather than waiting.
final class PhoneFormattingMemo: @unchecked Sendable {
  let region: String
  private let lock = NSLock()
  /// The characters of the last value, and the formatter's state after each prefix of it:
  /// `states[i]` after `characters[..<i]`, `states[0]` a new formatter.
  private var characters: [Character] = []
  private var states: [PhoneAsYouTypeFormatter] = []

  init(region: String) { self.region = region }

  /// What ``PhoneAsYouTypeFormatter/format(_:region:)`` returns for `value` in ``region``.
  ///
  /// - Complexity: O(*d* · *f*) for the *d* characters after the prefix `value` shares with the
  ///   last value, and the region's *f* formats.
  func format(_ value: String) -> String {
    guard value.count <= InputRules.Phone.largestValue * 2, lock.try() else {
      return PhoneAsYouTypeFormatter.format(value, region: region)
    }
    defer { lock.unlock() }
    if states.isEmpty { states = [PhoneAsYouTypeFormatter(region: region)] }
    var shared = 0
    var index = value.startIndex
    while shared < characters.count, index < value.endIndex, characters[shared] == value[index] {
      shared += 1
      index = value.index(after: index)
    }
    characters.removeSubrange(shared...)
    states.removeSubrange((shared + 1)...)
    var formatter = states[shared]
    for character in value[index...] {
      formatter.input(character)
      characters.append(character)
      states.append(formatter)
    }
    return formatter.output
  }
}

extension PhoneFormattingMemo: Hashable {
  /// Every memo of a region is equal: it only saves work, it never changes an answer.
  static func == (lhs: PhoneFormattingMemo, rhs: PhoneFormattingMemo) -> Bool {
    lhs.region == rhs.region
  }

  func hash(into hasher: inout Hasher) { hasher.combine(region) }
}
