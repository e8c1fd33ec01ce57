import Foundation
import Testing
import TextInputKit

/// The README's Swift examples, run as written.
@Suite("README examples")
struct ReadmeExamplesTests {
  @Test func tenLineExample() {
    let nickname = InputPolicy(.rejectEmoji, .rejectInvisibles, .maxLength(16, counting: .gb18030))

    var field = TextFieldState(text: "小明")
    let rejected = nickname.apply(.typing("😀", in: field), to: field)
    #expect(rejected.disposition == .rejected)
    #expect(rejected.changes[0].message == "Emoji are not allowed here.")

    field = nickname.apply(.paste("和他的朋友们", in: field), to: field).state
    #expect(field.drawn == "小明和他的朋友们|")
  }

  @Test func policiesInSwiftAndInFiles() throws {
    let phone = try InputPolicy(json: #"{"allow": "digits", "maxLength": 11, "validate": "phone-cn"}"#)
    #expect(phone.sanitize("138-0013-8000-99") == "13800138000")
    let price = InputPolicy.price
    #expect(try price.jsonString() == #"{"decimal":{"fractionDigits":2},"required":true}"#)
    let card = try InputPolicy(json: #"{"preset": "bank-card", "required": false}"#)
    #expect(card.completion(of: "").isComplete)
    #expect(!InputPolicy.bankCard.completion(of: "").isComplete)
  }

  @Test func validatingOnAServer() throws {
    let result = InputPolicy.price.validate(".5")
    #expect(result.value == "0.5")
    #expect(result.isValid)
    #expect(result.normalizations[0].message(in: .simplifiedChinese) == "开头的“.”已改为“0.”。")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(result), as: UTF8.self)
    #expect(
      json
        == #"{"completion":{"status":"complete"},"isValid":true,"normalizations":[{"kind":"transformed","message":{"arguments":{},"key":"decimal.zeroAdded"},"removed":".5","removedIsPrefix":false,"removedLength":2,"rule":"decimal"}],"value":"0.5","violations":[]}"#
    )
  }

  @Test func tokensAndStickers() throws {
    var calculator = TextInputController(policy: InputPolicy(.maxLength(40)), tokens: .calculator)
    _ = calculator.apply(Edit(replacing: 0..<0, with: "sin(", source: .programmatic))
    #expect(calculator.state.drawn == "sin(|")
    _ = calculator.shouldChange(utf16Range: 3..<4, replacement: "", source: .deletion)  // backspace after "("
    #expect(calculator.state.drawn == "|")

    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><array><dict>
      <key>cover_pic</key><string>xiaoku</string>
      <key>emoticons</key><array><dict><key>image</key><string>xiaoku</string><key>desc</key><string>笑哭</string></dict></array>
      </dict></array></plist>
      """
    let catalog = try StickerCatalog(data: Data(plist.utf8))
    let text = StickerText("笑死了[笑哭][不存在]", catalog: catalog)
    // "笑死了" + one sticker; "[不存在]" stays text, as the README says.
    #expect(text.segments.map { text[$0] } == ["笑死了", "[笑哭]", "[不存在]"])
    #expect(text.segments.map { $0.sticker?.image } == [nil, "xiaoku", nil])
    #expect(text.displayText == "笑死了\u{FFFC}[不存在]")
  }

  @Test func countingLikeTwitter() {
    let text = "see example.com and t.co/x"
    #expect(text.twitterURLRanges().map { text[$0] } == ["example.com", "t.co/x"])
    #expect(LengthMetric.twitter.length(of: text) == 55)
    #expect(WeightedLength.twitter.urlRanges(in: text) == text.twitterURLRanges())
  }
}
