import Testing
import TextInputKit

/// Finding 1: an app delegate with only the single-range method is asked about a list of ranges.
@Suite struct RangeListQuestionsTests {
  @Test func oneQuestionPerRangeTheFirstWithTheText() {
    let questions = RangeListQuestions.questions(for: [5..<6, 0..<2], replacement: "x")
    #expect(questions.map(\.range) == [0..<2, 5..<6])
    #expect(questions.map(\.replacement) == ["x", ""])
    #expect(RangeListQuestions.questions(for: [], replacement: "x").isEmpty)
  }

  @Test(arguments: [([Bool](), true), ([true], true), ([true, false], false), ([false, true], false)])
  func oneRefusalRefusesTheEdit(_ answers: [Bool], _ expected: Bool) {
    #expect(RangeListQuestions.answer(answers) == expected)
  }
}
