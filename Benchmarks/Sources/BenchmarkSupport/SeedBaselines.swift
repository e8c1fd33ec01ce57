import Foundation

#if canImport(CoreFoundation)
import CoreFoundation
#endif

// The seeds' algorithms, rewritten in Swift as faithfully as the platform allows, so that the
// benchmarks compare approaches rather than languages. They keep the seeds' behaviour, defects
// included; they are baselines, not alternatives.

/// GB 18030 as Foundation names it, the encoding FJFTextInputIntercepter counts in.
public let foundationGB18030 = String.Encoding(
  rawValue: UInt(CFStringConvertEncodingToNSStringEncoding(0x0632)))

// MARK: - Emoji checks

extension Character {
  /// FJFTextInputIntercepter's Objective-C check (`validateContainsEmoji:`): UTF-16 code-unit
  /// ranges of the cluster's first one or two units.
  public var isEmojiBySeedUTF16Ranges: Bool {
    let units = utf16
    var iterator = units.makeIterator()
    guard let hs = iterator.next() else { return false }
    let second = iterator.next()
    if 0xD800 <= hs && hs <= 0xDBFF {
      guard let ls = second else { return false }
      let uc = (Int(hs) - 0xD800) * 0x400 + (Int(ls) - 0xDC00) + 0x10000
      return 0x1D000 <= uc && uc <= 0x1F77F
    } else if let ls = second {
      return ls == 0x20E3
    } else {
      if 0x2100 <= hs && hs <= 0x27FF { return true }
      if 0x2B05 <= hs && hs <= 0x2B07 { return true }
      if 0x2934 <= hs && hs <= 0x2935 { return true }
      if 0x3297 <= hs && hs <= 0x3299 { return true }
      return [0xA9, 0xAE, 0x303D, 0x3030, 0x2B55, 0x2B1C, 0x2B1B, 0x2B50].contains(hs)
    }
  }

  /// The seed's Swift check: `isSimpleEmoji || isCombinedIntoEmoji`, built on
  /// `Unicode.Scalar.Properties`.
  public var isEmojiBySeedProperties: Bool { isSeedSimpleEmoji || isSeedCombinedIntoEmoji }

  /// One scalar that presents as an emoji or is an "other symbol".
  var isSeedSimpleEmoji: Bool {
    guard let firstProperties = unicodeScalars.first?.properties else { return false }
    return unicodeScalars.count == 1
      && (firstProperties.isEmojiPresentation || firstProperties.generalCategory == .otherSymbol)
  }

  /// Several scalars, one of them a joiner or a variation selector.
  var isSeedCombinedIntoEmoji: Bool {
    unicodeScalars.count > 1
      && unicodeScalars.contains { $0.properties.isJoinControl || $0.properties.isVariationSelector }
  }
}

extension StringProtocol {
  /// Whether any composed character sequence passes the seed's UTF-16 range check.
  public func containsEmojiBySeedUTF16Ranges() -> Bool {
    contains { $0.isEmojiBySeedUTF16Ranges }
  }
}

// MARK: - FJFTextInputIntercepter, notification mode

/// FJFTextInputIntercepter in its notification-only mode, with emoji rejected and "a Chinese
/// character counts 2" (GB 18030 bytes through Foundation).
///
/// On every text-did-change notification it diffs the whole previous text against the whole new
/// text by composed character sequences to find what was inserted, checks the insertion for emoji,
/// and measures the whole text in GB 18030 — twice, because it first checks whether the previous
/// text was already over the limit.
public struct NotificationInterceptor: Sendable {
  /// The maximum number of GB 18030 bytes.
  public var limit: Int
  /// The text the field held after the last notification.
  public private(set) var previousText: String

  public init(limit: Int, text: String) {
    self.limit = limit
    self.previousText = text
  }

  /// Handles a text-did-change notification; returns the text the field is left with.
  public mutating func textDidChange(to inputText: String) -> String {
    var fieldText = inputText
    if isBeyondLimit(previousText) {
      fieldText = truncated(inputText)
      previousText = fieldText
    }
    if fieldText.utf16.count < previousText.utf16.count {
      if isSpecialDot(inputText: fieldText, previousText: previousText) {
        fieldText = previousText
      }
    } else if !isAllowedInput(inputText: fieldText, previousText: previousText) {
      fieldText = previousText
    }
    previousText = fieldText
    return fieldText
  }

  func isBeyondLimit(_ text: String) -> Bool {
    text.lengthOfBytes(using: foundationGB18030) > limit
  }

  func isAllowedInput(inputText: String, previousText: String) -> Bool {
    let inserted = Self.differentText(inputText: inputText, previousText: previousText)
    if inserted.containsEmojiBySeedUTF16Ranges() { return false }
    return !isBeyondLimit(inputText)
  }

  /// The iOS keyboard turning "..." into "…": the text shrinks although nothing was deleted.
  func isSpecialDot(inputText: String, previousText: String) -> Bool {
    let replaced = Self.differentText(inputText: previousText, previousText: inputText)
    guard replaced.utf16.count > 1 else { return false }
    return replaced.allSatisfy { $0 == "." }
  }

  /// Cuts the text back one composed character at a time until it fits.
  func truncated(_ text: String) -> String {
    var result = text
    while isBeyondLimit(result), !result.isEmpty { result.removeLast() }
    return result
  }

  /// `differentTextWithInputText:previousText:`: the composed character sequences of both whole
  /// texts, compared from the front until they differ, then from the back.
  static func differentText(inputText: String, previousText: String) -> Substring {
    if inputText.utf16.count < previousText.utf16.count { return "" }
    let inputRanges = composedRanges(inputText)
    let previousRanges = composedRanges(previousText)
    var startIndex: Int?
    for (index, range) in inputRanges.enumerated() {
      if index < previousRanges.count {
        if inputText[range] != previousText[previousRanges[index]] {
          startIndex = index
          break
        }
      } else {
        startIndex = index
        break
      }
    }
    guard let start = startIndex else { return "" }
    let startRange = inputRanges[start]
    if startRange.upperBound == inputText.endIndex { return inputText[startRange] }
    var endRange = startRange
    let inputReversed = Array(inputRanges.reversed())
    for (index, previousRange) in previousRanges.reversed().enumerated() {
      let inputRange = inputReversed[index]
      if previousRange.lowerBound >= previousRanges[start].lowerBound {
        if previousText[previousRange] != inputText[inputRange] {
          endRange = inputRange
          break
        }
      } else {
        endRange = inputRange
        break
      }
    }
    return inputText[startRange.lowerBound..<max(endRange.upperBound, startRange.upperBound)]
  }

  /// `enumerateSubstringsInRange:options:NSStringEnumerationByComposedCharacterSequences`.
  static func composedRanges(_ text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var position = text.startIndex
    while position < text.endIndex {
      let next = text.index(after: position)
      ranges.append(position..<next)
      position = next
    }
    return ranges
  }
}

// MARK: - FJFTextInputIntercepter, delegate mode

/// FJFTextInputIntercepter's `shouldChangeCharactersInRange:` path: build the whole new text,
/// check the insertion for emoji, measure the whole new text in GB 18030, reject it whole when it
/// is over the limit.
public struct DelegateInterceptor: Sendable {
  public var limit: Int

  public init(limit: Int) { self.limit = limit }

  /// Whether the field may replace `utf16Range` of `text` with `replacement`.
  public func shouldChange(_ text: String, utf16Range: Range<Int>, replacement: String) -> Bool {
    let lower = text.utf16.index(text.startIndex, offsetBy: utf16Range.lowerBound)
    let upper = text.utf16.index(lower, offsetBy: utf16Range.count)
    var newText = text
    newText.replaceSubrange(lower..<upper, with: replacement)
    if newText.utf16.count < text.utf16.count { return true }
    if replacement.containsEmojiBySeedUTF16Ranges() { return false }
    return newText.lengthOfBytes(using: foundationGB18030) <= limit
  }
}

// MARK: - TextInputLimit

/// TextInputLimit: on every text-did-change notification, when the text is longer than the limit
/// in UTF-16 code units and nothing is being composed, cut the whole text at that UTF-16 index.
public struct TruncatingLimit: Sendable {
  public var limit: Int

  public init(limit: Int) { self.limit = limit }

  /// The text the field is left with.
  public func textDidChange(to text: String, hasMarkedText: Bool = false) -> String {
    guard text.utf16.count > limit, !hasMarkedText else { return text }
    // `substringWithRange:NSMakeRange(0, limit)`: may cut a surrogate pair, which NSString keeps
    // as a lone surrogate and String repairs to U+FFFD.
    return String(decoding: text.utf16.prefix(limit), as: UTF16.self)
  }
}
