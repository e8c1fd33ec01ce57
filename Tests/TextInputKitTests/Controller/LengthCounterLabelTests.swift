import Testing
import TextInputKit

@Suite("The counter in words")
struct LengthCounterLabelTests {
  @Test(arguments: [
    (LengthCounter(count: 4, limit: 11), "4 of 11 characters", "已输入 4 个字符，最多 11 个", "已輸入 4 個字元，最多 11 個"),
    (LengthCounter(count: 0, limit: 11), "0 of 11 characters", "已输入 0 个字符，最多 11 个", "已輸入 0 個字元，最多 11 個"),
    (LengthCounter(count: 1, limit: 1), "1 of 1 character", "已输入 1 个字符，最多 1 个", "已輸入 1 個字元，最多 1 個"),
    (LengthCounter(count: 0, limit: 1), "0 of 1 character", "已输入 0 个字符，最多 1 个", "已輸入 0 個字元，最多 1 個"),
    (
      LengthCounter(count: 12, limit: 11), "12 of 11 characters, over the limit",
      "已输入 12 个字符，超过上限 11 个", "已輸入 12 個字元，超過上限 11 個"
    ),
    (LengthCounter(count: 4, limit: nil), "4 characters", "已输入 4 个字符", "已輸入 4 個字元"),
    (LengthCounter(count: 1, limit: nil), "1 character", "已输入 1 个字符", "已輸入 1 個字元"),
    (
      LengthCounter(count: 6, limit: 16, metric: .gb18030),
      "6 of 16 bytes (a Chinese character counts 2)", "已输入 6 个字节（一个汉字算 2 个），最多 16 个",
      "已輸入 6 個位元組（一個漢字算 2 個），最多 16 個"
    ),
    (LengthCounter(count: 3, limit: 8, metric: .utf8), "3 of 8 bytes", "已输入 3 个字节，最多 8 个", "已輸入 3 個位元組，最多 8 個"),
    (
      LengthCounter(count: 10, limit: 280, metric: .twitter),
      "10 of 280 characters (a Chinese character or an emoji counts 2)",
      "已输入 10 个字符（一个汉字或表情算 2 个），最多 280 个",
      "已輸入 10 個字元（一個漢字或表情符號算 2 個），最多 280 個"
    ),
    (
      LengthCounter(count: 2, limit: 5, metric: .weighted(WeightedLength(ranges: [], defaultWeight: 2))),
      "2 of 5 weighted characters", "已输入 2 个加权字符，最多 5 个", "已輸入 2 個加權字元，最多 5 個"
    ),
  ])
  func theLabelSaysTheCountTheLimitAndTheUnit(
    _ counter: LengthCounter, _ english: String, _ simplified: String, _ traditional: String
  ) {
    #expect(counter.accessibilityLabel.text(in: .english) == english)
    #expect(counter.accessibilityLabel.text(in: .simplifiedChinese) == simplified)
    #expect(counter.accessibilityLabel.text(in: .traditionalChinese) == traditional)
  }

  @Test func theControllersCounterCountsInItsLimitsMetric() {
    var nickname = TextInputController(policy: .nickname, text: "小明")
    #expect(nickname.counter.description == "4/16")
    #expect(nickname.counter.metric == .gb18030)
    #expect(
      nickname.counter.accessibilityLabel.text(in: .english)
        == "4 of 16 bytes (a Chinese character counts 2)")
    _ = nickname.apply(.typing("A", in: nickname.state))
    #expect(nickname.counter.accessibilityLabel.text(in: .simplifiedChinese) == "已输入 5 个字节（一个汉字算 2 个），最多 16 个")
    let free = TextInputController(policy: .unrestricted, text: "hi")
    #expect(free.counter.metric == .characters)
    #expect(free.counter.accessibilityLabel.text(in: .english) == "2 characters")
  }

  @Test func aCounterWithoutAMetricCountsCharacters() {
    #expect(LengthCounter(count: 1, limit: 2) == LengthCounter(count: 1, limit: 2, metric: .characters))
    #expect(LengthCounter(count: 1, limit: 2) != LengthCounter(count: 1, limit: 2, metric: .utf8))
  }
}
