import Testing
import TextInputKit

@Suite("Completion checks from JSON")
struct CompletionJSONTests {
  @Test(arguments: [
    (#"{"validate": "luhn"}"#, "79927398713", "complete"),
    (#"{"validate": "luhn"}"#, "79927398710", "invalid luhn: The check digit is wrong."),
    (#"{"validate": ["luhn"]}"#, "", "complete"),
    (#"{"validate": "id-cn"}"#, "11010519491231002X", "complete"),
    (#"{"validate": "id-cn"}"#, "110105194902310021", "invalid id-cn: The birth date 19490231 is not a real date."),
    (#"{"validate": "phone-cn"}"#, "138", "incomplete phone-cn: A mobile number has 11 digits."),
    (#"{"validate": ["phone-cn", "luhn"]}"#, "13800138000", "invalid luhn: The check digit is wrong."),
    (#"{"validate": ["phone-cn", "luhn"]}"#, "13800138003", "complete"),  // Luhn passes too
    (#"{"required": true}"#, "", "incomplete required: Required."),
    (#"{"required": false}"#, "", "complete"),
    (#"{"required": true, "minLength": 3}"#, "12", "incomplete minLength: At least 3 characters."),
    (#"{"minLength": 2, "maxLength": 4, "metric": "gb18030"}"#, "中", "complete"),
    (#"{"minLength": 2, "maxLength": 4, "metric": "gb18030"}"#, "a", "incomplete minLength: At least 2 bytes (a Chinese character counts 2)."),
    (#"{"minLength": 2, "metric": "utf8"}"#, "a", "incomplete minLength: At least 2 bytes."),
    (#"{"minLength": {"length": 2, "metric": "utf8"}}"#, "é", "complete"),
    (#"{"minLength": {"length": 2}}"#, "é", "incomplete minLength: At least 2 characters."),
    (#"{"minLength": {"length": 2}, "maxLength": 9, "metric": "utf8"}"#, "a", "incomplete minLength: At least 2 bytes."),
    (#"{"minLength": 16, "validate": "luhn"}"#, "4111", "incomplete minLength: At least 16 characters."),
  ])
  func judges(json: String, value: String, expected: String) throws {
    #expect(try InputPolicy(json: json).completion(of: value).description == expected)
  }

  @Test(arguments: [
    (
      #"{"validate": "visa"}"#, "validate",
      #"Unknown value "visa" for `validate`; expected one of: phone-cn, luhn, id-cn, phone."#
    ),
    (
      #"{"validate": ["luhn", "iban"]}"#, "validate[1]",
      #"Unknown value "iban" for `validate[1]`; expected one of: phone-cn, luhn, id-cn, phone."#
    ),
    (
      #"{"validate": 1}"#, "validate",
      #"`validate` must be a name such as "luhn", or an array of names."#
    ),
    (#"{"required": "yes"}"#, "required", "`required` must be true or false."),
    (#"{"required": 1}"#, "required", "`required` must be true or false."),
    (#"{"minLength": 0}"#, "minLength", "`minLength` must be at least 1; it is 0."),
    (
      #"{"minLength": "3"}"#, "minLength",
      #"`minLength` must be a whole number or an object such as {"length": 11}."#
    ),
    (
      #"{"minLength": {"length": 2, "metric": "bytes"}}"#, "minLength.metric",
      #"Unknown value "bytes" for `minLength.metric`; expected one of: characters, utf16, scalars, utf8, gb18030, twitter."#
    ),
    (
      #"{"minLength": {"size": 2}}"#, "minLength.size",
      "Unknown key `size` in `minLength`; known keys: length, metric."
    ),
    (#"{"minLength": {"metric": "utf8"}}"#, "minLength.length", "`minLength` needs the key `length`."),
    (
      #"{"minLength": 12, "maxLength": 11}"#, "minLength",
      "`minLength` (12) is more than `maxLength` (11): no text could be complete."
    ),
    (
      #"{"minLength": 12, "maxLength": 11, "required": true}"#, "minLength",
      "`minLength` (12) is more than `maxLength` (11): no text could be complete."
    ),
    (#"{"minLength": 2, "overflow": "reject"}"#, "overflow", "`metric` and `overflow` need a `maxLength`."),
  ])
  func rejects(json: String, location: String, message: String) {
    let error = #expect(throws: TextInputError.self) { try InputPolicy(json: json) }
    #expect(error?.location == location)
    #expect(error?.description == message)
  }

  @Test func aValidatorListedTwiceRunsOnce() throws {
    #expect(try InputPolicy(json: #"{"validate": ["luhn", "luhn"]}"#).rules.count == 1)
  }
}
