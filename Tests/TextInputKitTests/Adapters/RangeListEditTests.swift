import Testing
import TextInputKit

/// Finding 2: several ranges are judged as one equivalent edit, never as their bare span.
@Suite struct RangeListEditTests {
  @Test(arguments: [
    ([1..<2, 4..<5], "X", "abcdef", 1..<5, "Xcd", "aXcdf"),
    ([4..<5, 1..<2], "X", "abcdef", 1..<5, "Xcd", "aXcdf"),
    ([2..<3], "", "abc", 2..<3, "", "ab"),
    ([0..<2, 1..<4], "Z", "abcdef", 0..<4, "Z", "Zef"),
    ([5..<99], "!", "abc", 3..<3, "!", "abc!"),
    ([], "q", "abc", 0..<0, "q", "qabc"),
  ] as [([Range<Int>], String, String, Range<Int>, String, String)])
  func oneEquivalentEdit(
    _ ranges: [Range<Int>], _ replacement: String, _ text: String, _ span: Range<Int>,
    _ spanText: String, _ result: String
  ) {
    let edit = RangeListEdit(ranges: ranges, replacement: replacement, in: text)
    #expect(edit.utf16Range == span)
    #expect(edit.replacement == spanText)
    #expect(edit.resultingText(of: text) == result)
  }
}
