import Testing
import TextInputKit

/// The examples of the "Completion checks" article and of the DocC comments, run as written.
@Suite("Completion check examples")
struct CompletionExamplesTests {
  @Test func article() throws {
    let phone = InputPolicy(.allow(.digits), .maxLength(11), .required, .validate(.phoneCN))
    #expect(phone.completion(of: "").description == "incomplete required: Required.")
    #expect(
      phone.completion(of: "138").description
        == "incomplete phone-cn: A mobile number has 11 digits.")
    #expect(
      phone.completion(of: "12800138000").description
        == "invalid phone-cn: A mobile number starts with 13 to 19.")
    #expect(phone.completion(of: "13800138000").isComplete)

    let card = try InputPolicy(json: #"{"minLength": 16, "validate": "luhn"}"#)
    #expect(
      card.completion(of: "4111").description == "incomplete minLength: At least 16 characters.")
    #expect(
      card.completion(of: "4111111111111112").description
        == "invalid luhn: The check digit is wrong.")

    #expect(Validator.idCN.completion(of: "11010519491231002X").isComplete)
    #expect(Validator.idCNCheckCharacter(for: "11010519491231002") == "X")
    #expect(Validator.luhnCheckDigit(for: "7992739871") == 3)
    #expect(Validator.luhnCheckDigit(for: "12a") == nil)
    for json in [
      #"{"allow": "digits", "maxLength": 19, "minLength": 16, "validate": "luhn"}"#,
      #"{"required": true, "minLength": {"length": 4, "metric": "gb18030"}}"#,
      #"{"validate": ["id-cn"]}"#, #"{"required": true, "validate": ["id-cn"]}"#,
    ] {
      _ = try InputPolicy(json: json)
    }
  }

  @Test func comments() {
    let phone = InputPolicy(.allow(.digits), .required, .minLength(11), .maxLength(11))
    #expect(phone.completion(of: "").description == "incomplete required: Required.")
    #expect(phone.completion(of: "138").status == .incomplete)
    #expect(phone.completion(of: "138").message == "At least 11 characters.")
    #expect(phone.completion(of: "13800138000").isComplete)

    let card = InputPolicy(.allow(.digits), .minLength(16), .validate(.luhn))
    #expect(
      card.completion(of: "4111").description == "incomplete minLength: At least 16 characters.")
    #expect(card.completion(of: "4111111111111111").isComplete)

    #expect(Validator.luhn.completion(of: "79927398713").isComplete)
    #expect(Validator.luhn.completion(of: "79927398710").message == "The check digit is wrong.")
    #expect(
      Validator.idCN.completion(of: "110105194902310021").message
        == "The birth date 19490231 is not a real date.")
    #expect(Validator.phoneCN.completion(of: "138").status == .incomplete)
    #expect(Validator(rawValue: "phone-cn") == .phoneCN)

    let name = InputPolicy(.required, .maxLength(20))
    #expect(name.completion(of: "").description == "incomplete required: Required.")
    #expect(name.completion(of: "小明").isComplete)

    var controller = TextInputController(
      policy: InputPolicy(.required, .minLength(11)), text: "138")
    #expect(controller.completion.description == "incomplete minLength: At least 11 characters.")
    _ = controller.apply(.paste("00138000", in: controller.state))
    #expect(controller.completion.isComplete)
  }
}
