import Foundation
import Testing
import TextInputKit

/// What a server needs from the package: errors and results it can send as they are, the
/// client's language from its header, and limits on a policy nested in a request.
@Suite("Serving policies")
struct ServerSupportTests {
  struct Request: Decodable {
    var policy: InputPolicy
    var text: String
  }

  static func encoded(_ value: some Encodable, in language: MessageLanguage? = nil) throws
    -> [String: Any]
  {
    let encoder = JSONEncoder()
    if let language { encoder.userInfo[MessageLanguage.userInfoKey] = language }
    let data = try encoder.encode(value)
    return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func errorsEncodeAndDecode() throws {
    let error = try #require(
      #expect(throws: TextInputError.self) {
        try InputPolicy(json: #"{"decimal": {"fractionDigits": -1}}"#)
      })
    let data = try JSONEncoder().encode(error)
    #expect(try JSONDecoder().decode(TextInputError.self, from: data) == error)
    let object = try Self.encoded(error, in: .simplifiedChinese)
    #expect(object["kind"] as? String == "outOfRange")
    #expect(object["location"] as? String == "decimal.fractionDigits")
    let message = try #require(object["message"] as? [String: Any])
    #expect(message["key"] as? String == "decode.tooSmall")
    #expect(message["text"] as? String == error.message.text(in: .simplifiedChinese))
    // Without a language, only the key and the arguments, as before.
    let plain = try #require(try Self.encoded(error)["message"] as? [String: Any])
    #expect(plain["text"] == nil)
  }

  @Test func validationsRenderTheirMessages() throws {
    let validation = InputPolicy.phoneCN.validate("1380013800a")
    let object = try Self.encoded(validation, in: .traditionalChinese)
    let violations = try #require(object["violations"] as? [[String: Any]])
    let message = try #require(violations.first?["message"] as? [String: Any])
    #expect(message["text"] as? String == validation.violations[0].message(in: .traditionalChinese))
    let completion = try #require(object["completion"] as? [String: Any])
    let completionMessage = try #require(completion["message"] as? [String: Any])
    #expect(completionMessage["text"] as? String == validation.completion.message(in: .traditionalChinese))
    // A response with the text decodes back to the same validation.
    let encoder = JSONEncoder()
    encoder.userInfo[MessageLanguage.userInfoKey] = MessageLanguage.english
    let decoded = try JSONDecoder().decode(Validation.self, from: encoder.encode(validation))
    #expect(decoded.violations == validation.violations)
  }

  @Test(arguments: [
    ("zh-CN,zh;q=0.9,en;q=0.8", MessageLanguage.simplifiedChinese),
    ("fr-CH, fr;q=0.9, zh-TW;q=0.8, en;q=0.5", .traditionalChinese),
    ("en;q=0.1, zh-Hans;q=0.7", .simplifiedChinese),
    ("zh-CN;q=0, en", .english),
    ("de, *;q=0.5", .english),
    ("", .english),
    ("zh-HK", .traditionalChinese),
  ])
  func acceptLanguage(header: String, language: MessageLanguage) {
    #expect(MessageLanguage(acceptLanguage: header) == language)
  }

  @Test func aPolicyIsAPresetNameOrAnObject() throws {
    let decoder = StrictJSONDecoder(policyOptions: .untrusted, policyLocations: ["policy"])
    let named = try decoder.decode(Request.self, from: #"{"policy": "phone-cn", "text": "1"}"#)
    #expect(named.policy.validate("13800138000") == InputPolicy.phoneCN.validate("13800138000"))
    let object = try decoder.decode(
      Request.self, from: #"{"policy": {"preset": "phone-cn"}, "text": "1"}"#)
    #expect(object.policy.validate("13800138000") == InputPolicy.phoneCN.validate("13800138000"))
    let unknown = #expect(throws: TextInputError.self) {
      try decoder.decode(Request.self, from: #"{"policy": "phone-us", "text": "1"}"#)
    }
    #expect(unknown?.kind == .unknownValue)
    #expect(unknown?.location == "policy")
  }

  @Test func aNestedPolicyIsCappedWhateverTheTextSize() throws {
    let decoder = StrictJSONDecoder(policyOptions: .untrusted, policyLocations: ["policy"])
    let text = String(repeating: "a", count: 1_000_000)
    // A 1 MB text beside a small policy is read.
    let request = try decoder.decode(
      Request.self, from: #"{"policy": {"maxLength": 5}, "text": "\#(text)"}"#)
    #expect(request.text.utf8.count == 1_000_000)
    // A 1 MB deny list is stopped at its string cap, with its place.
    let deny = #expect(throws: TextInputError.self) {
      try decoder.decode(
        Request.self,
        from: #"{"text": "", "policy": {"deny": {"characters": "\#(text)"}}}"#)
    }
    #expect(deny?.kind == .untrustedPolicy)
    #expect(deny?.location == "policy.deny.characters")
    #expect((deny?.description.utf8.count ?? .max) < 300)
    // A million keys stop at the object cap.
    let keys = (0..<1_000_000).map { #""k\#($0)": 1"# }.joined(separator: ",")
    let manyKeys = #expect(throws: TextInputError.self) {
      try decoder.decode(Request.self, from: #"{"policy": {\#(keys)}, "text": ""}"#)
    }
    #expect(manyKeys?.kind == .untrustedPolicy)
    #expect(manyKeys?.location == "policy")
    // A long array.
    let items = Array(repeating: #""digits""#, count: 100).joined(separator: ",")
    let array = #expect(throws: TextInputError.self) {
      try decoder.decode(Request.self, from: #"{"policy": {"allow": [\#(items)]}, "text": ""}"#)
    }
    #expect(array?.location == "policy.allow")
    // The policy's own bytes: 40 strings of 1,000 bytes pass each cap but not the whole.
    let long = String(repeating: "b", count: 1_000)
    let slots = (0..<20).map { #""\#($0)": "\#(long)""# }.joined(separator: ",")
    let size = #expect(throws: TextInputError.self) {
      try decoder.decode(
        Request.self, from: ##"{"policy": {"mask": {"pattern": "#", "slots": {\##(slots)}}}, "text": ""}"##)
    }
    #expect(size?.kind == .untrustedPolicy)
    #expect(size?.location == "policy")
  }

  @Test func decimalDigitsAreCapped() {
    let error = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"decimal": {"fractionDigits": 1000000000}}"#, options: .untrusted)
    }
    #expect(error?.kind == .untrustedPolicy)
    #expect(error?.location == "decimal.fractionDigits")
    #expect(throws: Never.self) {
      try InputPolicy(json: #"{"decimal": {"fractionDigits": 1000000000}}"#)
    }
  }

  @Test func messagesQuoteABoundedPartOfWhatTheySay() throws {
    let pattern = "(" + String(repeating: "a", count: 100_000)
    let error = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"pattern": "\#(pattern)"}"#)
    }
    #expect((error?.description.utf8.count ?? .max) < 2 * LocalizedMessage.largestQuote + 200)
    #expect(LocalizedMessage.verbatim(pattern).text(in: .english) == pattern)
  }

  @Test func removedIsCappedInBytes() throws {
    let cluster = "e" + String(repeating: "\u{301}", count: 100_000)
    let change = PolicyChange(rule: .maxLength, kind: .truncated, removed: cluster, message: "x")
    let data = try JSONEncoder().encode(change)
    #expect(data.count < 1_000)
    let object = try Self.encoded(change)
    #expect((object["removed"] as? String)?.utf8.count ?? .max <= PolicyChange.largestRemovedBytesEncoded)
    #expect(object["removedIsPrefix"] as? Bool == true)
    #expect(object["removedLength"] as? Int == 1)
  }

  @Test func contradictionsHaveALocation() {
    let error = #expect(throws: TextInputError.self) {
      try InputPolicy(json: #"{"decimal": {}, "allow": "letters"}"#)
    }
    #expect(error?.location != nil)
  }
}
