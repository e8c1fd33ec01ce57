/// How to ask an app delegate that implements only the single-range `shouldChange` method about
/// an edit that UIKit describes as a list of ranges (iOS 26's
/// `textField(_:shouldChangeCharactersInRanges:replacementString:)` and
/// `textView(_:shouldChangeTextInRanges:replacementText:)`).
///
/// UIKit replaces one of the ranges with the text and deletes the others. The app is asked once
/// per range, in order: the first range with the replacement, each other one with `""`; the
/// edit goes ahead only if every answer is `true`.
///
/// ```swift
/// RangeListQuestions.questions(for: [NSRange(0..<2), NSRange(5..<6)], replacement: "x")
/// // [(0..<2, "x"), (5..<6, "")]
/// RangeListQuestions.answer([true, false])  // false: one refusal refuses the edit
/// ```
public enum RangeListQuestions {
  /// The single-range questions, as UTF-16 ranges and replacements, sorted by position.
  public static func questions(for ranges: [Range<Int>], replacement: String) -> [(
    range: Range<Int>, replacement: String
  )] {
    ranges.sorted { $0.lowerBound < $1.lowerBound }.enumerated().map { index, range in
      (range, index == 0 ? replacement : "")
    }
  }

  /// The answer to the whole list from the answers to its questions.
  public static func answer(_ answers: some Sequence<Bool>) -> Bool {
    answers.allSatisfy { $0 }
  }
}
