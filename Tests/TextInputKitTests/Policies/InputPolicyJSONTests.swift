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

  @Test(arguments: [
    (
      #"{"maxLenght": 5}"#,
      #"The key "maxLenght" is not known. Known keys: maxLength, metric, overflow, allow, deny, emoji, invisibles, bidi, zeroWidth, maxCombiningMarks, mixedScripts, decimal, pattern, transform, required, minLength, validate."#
    ),
    (#"{"maxLength": 0}"#, #"The value of "maxLength" must be at least 1; it is 0."#),
    (#"{"maxLength": "5"}"#, #"The value of "maxLength" must be a whole number."#),
    (#"{"maxLength": 2.5}"#, #"The value of "maxLength" must be a whole number."#),
    (
      #"{"maxLength": 5, "metric": "bytes"}"#,
      #""bytes" is not a valid value for "metric". Expected one of: characters, utf16, scalars, utf8, gb18030, twitter."#
    ),
    (
      #"{"allow": "emoji"}"#,
      #""emoji" is not a valid value for "allow". Expected one of: digits, letters, lowercase, uppercase, alphanumeric, ascii, {"characters": "..."}."#
    ),
    (
      #"{"emoji": "no"}"#,
      #""no" is not a valid value for "emoji". Expected one of: allow, reject."#
    ),
    (
      #"{"decimal": {"fractionDigits": 2}, "allow": "letters"}"#,
      #""decimal" and "allow": "letters" contradict each other: a decimal number has no letters."#
    ),
    (
      #"{"decimal": {"places": 2}}"#,
      #"The key "decimal.places" is not known. Known keys: fractionDigits, integerDigits."#
    ),
    (#"{"pattern": "[a-"}"#, "The pattern \"[a-\" does not compile:"),
    (#"{"metric": "utf8"}"#, #""metric" and "overflow" need a "maxLength"."#),
    ("[1, 2]", #"A policy must be a JSON object, such as {"maxLength": 11}."#),
    (#"{"maxLength": 5"#, "Malformed JSON:"),
    (#"{"maxLength": true}"#, #"The value of "maxLength" must be a whole number."#),
    ("", "Malformed JSON:"),
  ])
  func refuses(json: String, message: String) {
    do {
      _ = try InputPolicy(json: json)
      Issue.record("\(json) was accepted")
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }

  @Test func malformedJSONSaysWhere() {
    do {
      _ = try InputPolicy(json: "{\n  \"maxLength\": 5,\n  oops\n}")
    } catch {
      #expect(error.message.contains("line 3"), "\(error.message)")
    }
  }
}
