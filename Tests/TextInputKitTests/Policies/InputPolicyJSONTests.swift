import Testing
import TextInputKit

@Suite("Policies from JSON")
struct InputPolicyJSONTests {
  @Test(arguments: [
    (#"{"allow": "digits", "maxLength": 11}"#, "138-0013-8000-9", "13800138000"),
    (
      #"{"emoji": "reject", "invisibles": "reject", "maxLength": 16, "metric": "gb18030"}"#,
      "小明 😀和他的朋友们", "小明和他的朋友们"
    ),
    (#"{"decimal": {"fractionDigits": 2, "integerDigits": 8}}"#, "3.14159", "3.14"),
    (
      #"{"allow": ["lowercase", "digits", {"characters": "_"}], "transform": "lowercase"}"#,
      "Hello_World 42!", "hello_world42"
    ),
    (#"{"deny": {"characters": "<>"}, "maxLength": 3, "overflow": "reject"}"#, "<b>", "b"),
    (#"{"pattern": "[a-z]*", "maxLength": 280, "metric": "twitter"}"#, "abc1", "abc"),
    (#"{"allow": "ascii", "transform": "uppercase"}"#, "hé!", "H!"),
    ("{}", "anything 😀", "anything 😀"),
  ])
  func builds(json: String, input: String, sanitized: String) throws {
    #expect(try InputPolicy(json: json).sanitize(input) == sanitized)
  }

  /// A rejected file: what kind of problem, where, and the English message.
  struct Rejection: CustomTestStringConvertible, Sendable {
    var json: String
    var kind: TextInputError.Kind
    var location: String?
    var message: String
    var testDescription: String { json }
  }

  static let knownKeys = PolicyFileKeys.listed

  @Test(arguments: [
    Rejection(
      json: #"{"maxLenght": 5}"#, kind: .unknownKey, location: "maxLenght",
      message: "Unknown key `maxLenght` at the top level; known keys: \(knownKeys)."),
    Rejection(
      json: #"{"maxLength": 0}"#, kind: .outOfRange, location: "maxLength",
      message: "`maxLength` must be at least 1; it is 0."),
    Rejection(
      json: #"{"maxLength": "5"}"#, kind: .wrongType, location: "maxLength",
      message: "`maxLength` must be a whole number."),
    Rejection(
      json: #"{"maxLength": 2.5}"#, kind: .wrongType, location: "maxLength",
      message: "`maxLength` must be a whole number."),
    Rejection(
      json: #"{"maxLength": true}"#, kind: .wrongType, location: "maxLength",
      message: "`maxLength` must be a whole number."),
    Rejection(
      json: #"{"maxLength": 5, "metric": "bytes"}"#, kind: .unknownValue, location: "metric",
      message:
        #"Unknown value "bytes" for `metric`; expected one of: characters, utf16, scalars, utf8, gb18030, twitter."#
    ),
    Rejection(
      json: #"{"allow": "emoji"}"#, kind: .unknownValue, location: "allow",
      message:
        #"Unknown value "emoji" for `allow`; expected one of: digits, letters, lowercase, uppercase, alphanumeric, ascii, {"characters": "..."}."#
    ),
    Rejection(
      json: #"{"allow": ["digits", {"characters": 5}]}"#, kind: .wrongType,
      location: "allow[1].characters", message: "`allow[1].characters` must be a string."),
    Rejection(
      json: #"{"emoji": "no"}"#, kind: .unknownValue, location: "emoji",
      message: #"Unknown value "no" for `emoji`; expected one of: allow, reject."#),
    Rejection(
      json: #"{"decimal": {"fractionDigits": 2}, "allow": "letters"}"#,
      kind: .contradictoryRules, location: "decimal",
      message:
        #"`decimal` and `allow`: "letters" contradict each other: a decimal number has no letters."#
    ),
    Rejection(
      json: #"{"decimal": {"places": 2}}"#, kind: .unknownKey, location: "decimal.places",
      message:
        "Unknown key `places` in `decimal`; known keys: fractionDigits, integerDigits, grouping, groupingStyle, acceptsDecimalComma, allowsNegative."),
    Rejection(
      json: #"{"decimal": {"fractionDigits": -1}}"#, kind: .outOfRange,
      location: "decimal.fractionDigits",
      message: "`decimal.fractionDigits` must be at least 0; it is -1."),
    Rejection(
      json: #"{"metric": "utf8"}"#, kind: .contradictoryRules, location: "metric",
      message: "`metric` and `overflow` need a `maxLength`."),
    Rejection(
      json: "[1, 2]", kind: .wrongType, location: nil,
      message: #"A policy must be a JSON object, such as {"maxLength": 11}."#),
    Rejection(
      json: #"{"preset": "phone-us"}"#, kind: .unknownValue, location: "preset",
      message:
        #"Unknown value "phone-us" for `preset`; expected one of: amount, bank-card, bio, birth-date, card-expiry, id-cn, nickname, phone, phone-cn, phone-cn-spaced, pin, price, secure, time, tweet."#
    ),
    Rejection(
      json: ##"{"mask": "A#", "allow": "digits"}"##, kind: .contradictoryRules, location: "allow",
      message:
        #"`mask` and `allow` contradict each other: no character `allow` lets through fits the slot "A"."#
    ),
    Rejection(
      json: ###"{"mask": {"pattern": "AAC", "slots": {"C": "xy"}}, "allow": "uppercase"}"###,
      kind: .contradictoryRules, location: "allow",
      message:
        #"`mask` and `allow` contradict each other: no character `allow` lets through fits the slot "C"."#
    ),
    Rejection(
      json: ##"{"mask": "#-##", "decimal": {"fractionDigits": 2}}"##, kind: .contradictoryRules,
      location: "decimal",
      message:
        "`decimal` and `mask` contradict each other: a field has one layout; lay out an amount with `decimal.grouping`."
    ),
    Rejection(
      json: ##"{"mask": "#\n#"}"##, kind: .invalidMask, location: "mask",
      message: "A mask is one line: the pattern \"#\n#\" holds a line break."),
    Rejection(
      json: "{\"mask\": \"" + String(repeating: "#", count: 1_001) + "\"}", kind: .invalidMask,
      location: "mask", message: "A mask has at most 1000 characters."),
    Rejection(
      json: #"{"preset": "pin", "minLength": 7}"#, kind: .contradictoryRules,
      location: "minLength",
      message: "`minLength` (7) is more than `maxLength` (6): no text could be complete."),
  ])
  func rejects(_ rejection: Rejection) {
    let error = #expect(throws: TextInputError.self) { try InputPolicy(json: rejection.json) }
    #expect(error?.kind == rejection.kind)
    #expect(error?.location == rejection.location)
    #expect(error?.description == rejection.message)
  }

  @Test func aPatternThatDoesNotCompileIsLocated() {
    let error = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"pattern": "[a-"}"#)
    }
    #expect(error?.kind == .invalidPattern)
    #expect(error?.location == "pattern")
    #expect(error?.description.hasPrefix(#"The pattern "[a-" does not compile:"#) == true)
  }

  /// Malformed JSON says where, on every platform: Foundation's parser on Linux accepts a
  /// trailing comma and keeps one value of a key given twice; the files are rejected here.
  @Test(arguments: [
    ("{\n  \"maxLength\": 5,\n  oops\n}", "Malformed JSON at line 3, column 3: unexpected \"o\"."),
    (
      #"{"maxLength": 11,}"#,
      #"Malformed JSON at line 1, column 17: a comma before "}"; remove it."#
    ),
    (
      #"{"allow": ["digits",]}"#,
      #"Malformed JSON at line 1, column 20: a comma before "]"; remove it."#
    ),
    (
      #"{"maxLength": 5, "maxLength": 6}"#,
      "Malformed JSON at line 1, column 18: the key `maxLength` appears twice in one object."
    ),
    (#"{"maxLength": 5"#, "Malformed JSON at line 1, column 16: the text ends too early."),
    ("{}x", "Malformed JSON at line 1, column 3: text follows the end of the value."),
    (
      #"{"maxLength": 1e400}"#,
      "Malformed JSON at line 1, column 15: the number 1e400 is too large."
    ),
    (#"{"maxLength": 05}"#, #"Malformed JSON at line 1, column 16: unexpected "5"."#),
    (#"{"pattern": "a\x"}"#, "Malformed JSON at line 1, column 15: an invalid escape in a string."),
    (
      #"{"pattern": "\ud800"}"#,
      "Malformed JSON at line 1, column 14: an invalid escape in a string."
    ),
    (
      "{\"pattern\": \"a\tb\"}",
      "Malformed JSON at line 1, column 15: a control character in a string; write it as an escape such as \\n."
    ),
    ("{\"pattern\": \"é\", ü}", "Malformed JSON at line 1, column 18: unexpected \"ü\"."),
    (#"{"emoji": True}"#, #"Malformed JSON at line 1, column 11: unexpected "T"."#),
    ("", "The JSON text is empty."),
    ("  \n ", "The JSON text is empty."),
  ])
  func malformedJSONSaysWhere(json: String, message: String) {
    let error = #expect(throws: TextInputError.self) { try InputPolicy(json: json) }
    #expect(error?.kind == .malformedJSON)
    #expect(error?.location == nil)
    #expect(error?.description == message)
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    #expect(try InputPolicy(json: "\u{FEFF}{\"maxLength\": 2}").sanitize("abc") == "ab")
  }

  @Test func anEscapedKeyIsTheSameKey() {
    let error = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"maxLength": 5, "max\u004cength": 6}"#)
    }
    #expect(error?.description.contains("appears twice") == true)
  }
}
