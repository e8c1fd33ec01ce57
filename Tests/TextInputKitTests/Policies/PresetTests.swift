import Testing
import TextInputKit

@Suite("Presets")
struct PresetTests {
  @Test(arguments: [
    ("phone-cn", "+86 138 0013 8000", "13800138000"),
    ("phone-cn", "+86 138 0013 8000 9", "8613800138000".prefix(11).description),
    ("price", "¥0012.999", "12.99"),
    ("nickname", "小明 😀 Tom", "小明Tom"),
    ("bio", String(repeating: "中", count: 60), String(repeating: "中", count: 50)),
    ("bio", String(repeating: "a", count: 120), String(repeating: "a", count: 100)),
    ("pin", "12 34 56 78", "123456"),
    ("tweet", String(repeating: "中", count: 150), String(repeating: "中", count: 140)),
  ])
  func sanitizes(preset: String, input: String, expected: String) throws {
    let policy = try #require(InputPolicy.presets[preset])
    #expect(policy.sanitize(input) == expected)
  }

  /// What a Submit button needs: an empty or unfinished value is not complete.
  @Test(arguments: [
    ("phone-cn", "", "incomplete required: Required."),
    ("phone-cn", "138", "incomplete phone-cn: A mobile number has 11 digits."),
    ("phone-cn", "12800138000", "invalid phone-cn: A mobile number starts with 13 to 19."),
    ("phone-cn", "13800138000", "complete"),
    ("price", "", "incomplete required: Required."),
    ("price", "0.5", "complete"),
    ("nickname", "", "incomplete required: Required."),
    ("nickname", "小明", "complete"),
    ("bio", "", "complete"),
    ("pin", "", "incomplete required: Required."),
    ("pin", "12345", "incomplete minLength: At least 6 characters."),
    ("pin", "123456", "complete"),
    ("tweet", "", "incomplete required: Required."),
    ("secure", "", "incomplete required: Required."),
    ("phone-cn-spaced", "", "incomplete required: Required."),
    ("phone-cn-spaced", "13800138000", "complete"),
    ("bank-card", "", "incomplete required: Required."),
    ("id-cn", "", "incomplete required: Required."),
    ("id-cn", "11010519491231002X", "complete"),
    ("amount", "", "incomplete required: Required."),
  ])
  func completion(preset: String, value: String, expected: String) throws {
    #expect(try InputPolicy(named: preset).completion(of: value).description == expected)
  }

  /// `{"preset": ..., key: value}`: each key given replaces the preset's value of that key.
  @Test(arguments: [
    (
      #"{"preset": "phone-cn", "maxLength": 13}"#,
      #"{"allow":"digits","countryCode":{"code":"86","nationalDigits":11},"maxLength":13,"required":true,"validate":"phone-cn"}"#
    ),
    // maxLength, metric and overflow are replaced one by one: nickname's metric stays.
    (
      #"{"preset": "nickname", "maxLength": 20}"#,
      #"{"emoji":"reject","invisibles":"reject","maxLength":20,"metric":"gb18030","required":true}"#
    ),
    (
      #"{"preset": "nickname", "metric": "characters", "overflow": "reject"}"#,
      #"{"emoji":"reject","invisibles":"reject","maxLength":16,"overflow":"reject","required":true}"#
    ),
    // A filter's "allow", required false and an empty validate remove the preset's rule.
    (
      #"{"preset": "nickname", "emoji": "allow", "required": false}"#,
      #"{"invisibles":"reject","maxLength":16,"metric":"gb18030"}"#
    ),
    (
      #"{"preset": "phone-cn", "validate": []}"#,
      #"{"allow":"digits","countryCode":{"code":"86","nationalDigits":11},"maxLength":11,"required":true}"#
    ),
    (
      #"{"preset": "secure", "bidi": "rejectOverrides", "maxCombiningMarks": 1}"#,
      #"{"bidi":"rejectOverrides","invisibles":"reject","maxCombiningMarks":1,"maxLength":64,"mixedScripts":"reject","required":true,"zeroWidth":"reject"}"#
    ),
    // allow and validate are replaced whole, not merged.
    (
      #"{"preset": "pin", "allow": ["digits", {"characters": "*"}], "validate": "luhn"}"#,
      #"{"allow":["digits",{"characters":"*"}],"maxLength":6,"minLength":6,"required":true,"validate":"luhn"}"#
    ),
    // A key the preset does not have is added.
    (
      #"{"preset": "bio", "emoji": "reject"}"#,
      #"{"bidi":"rejectOverrides","emoji":"reject","maxLength":100,"metric":"gb18030"}"#
    ),
    // minLength counts under the merged metric.
    (
      #"{"preset": "pin", "metric": "utf8"}"#,
      #"{"allow":"digits","maxLength":6,"metric":"utf8","minLength":6,"required":true}"#
    ),
    (#"{"preset": "price"}"#, #"{"decimal":{"fractionDigits":2},"required":true}"#),
  ])
  func overrides(json: String, written: String) throws {
    #expect(try InputPolicy(json: json).jsonString() == written)
  }

  @Test func aPresetOverrideStillChecksItsKeys() {
    let error = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"preset": "phone-cn", "decimal": {}, "allow": "letters"}"#)
    }
    #expect(error?.kind == .contradictoryRules)
    let tooShort = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"preset": "pin", "maxLength": 4}"#)
    }
    #expect(
      tooShort?.description
        == "`minLength` (6) is more than `maxLength` (4): no text could be complete.")
  }

  @Test(arguments: InputPolicy.presets.keys.sorted())
  func aPresetByNameIsThePreset(_ name: String) throws {
    let preset = try #require(InputPolicy.presets[name])
    #expect(try InputPolicy(named: name).jsonString() == preset.jsonString())
    #expect(try InputPolicy(presetOrJSON: name).jsonString() == preset.jsonString())
    #expect(try InputPolicy(presetOrJSON: " \(name) ").jsonString() == preset.jsonString())
    #expect(try InputPolicy(json: #"{"preset": "\#(name)"}"#).jsonString() == preset.jsonString())
  }

  static let presetNames =
    "amount, bank-card, bio, birth-date, card-expiry, id-cn, nickname, phone, phone-cn, phone-cn-spaced, pin, price, secure, time, tweet"

  @Test func presetOrJSON() throws {
    #expect(try InputPolicy(presetOrJSON: #" {"maxLength": 2}"#).sanitize("abc") == "ab")
    let unknown = #expect(throws: TextInputError.self) { try InputPolicy(presetOrJSON: "Phone-CN") }
    #expect(unknown?.kind == .unknownValue)
    #expect(
      unknown?.description == #""Phone-CN" is neither a preset (\#(Self.presetNames)) nor JSON."#)
    let named = #expect(throws: TextInputError.self) { try InputPolicy(named: "phone-us") }
    #expect(named?.description == #"Unknown preset "phone-us"; presets: \#(Self.presetNames)."#)
    let untrusted = #expect(throws: TextInputError.self) {
      try InputPolicy(presetOrJSON: #"{"pattern": "a"}"#, options: .untrusted)
    }
    #expect(untrusted?.kind == .untrustedPolicy)
  }
}
