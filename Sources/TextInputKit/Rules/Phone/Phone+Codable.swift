/// The value of `"phone"` in a policy file: `{"region": "US"}`.
///
/// ```swift
/// try InputPolicy(json: #"{"phone": {"region": "US"}}"#)  // formats as libphonenumber does
/// // {"phone": {"region": "XX"}} throws: "The region "XX" is not one libphonenumber knows: …"
/// // {"phone": "US"} throws: "`phone` must be an object such as {"region": "US"}."
/// ```
extension InputRules.Phone: Codable {
  static let keys = ["region"]

  public init(from decoder: any Decoder) throws {
    let object = try decoder.object(
      known: Self.keys, wrongType: "decode.wrongType.phone", required: ["region"])
    let place = try decoder.decoder(for: "region", in: object)
    let region = try place.string()
    self = try place.locating { () throws(TextInputError) in try Self(region: region) }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(region, forKey: AnyCodingKey("region"))
  }
}

extension InputRules.Phone: OwnKeyRule {
  static var policyKey: RuleID { .phone }

  /// A mask or a decimal number: each lays out the display as well.
  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])? {
    if fields[InputRules.Mask.self] != nil { return ("policy.phoneWithLayout", ["other": "mask"]) }
    if fields[InputRules.DecimalNumber.self] != nil {
      return ("policy.phoneWithLayout", ["other": "decimal"])
    }
    return nil
  }

  /// `"validate": "phone"` judges the number in this rule's region.
  func configured(by fields: PolicyFields) -> Self {
    var configured = self
    configured.validates = fields.validate?.contains(.phone) == true
    return configured
  }

  var judgedValidators: Set<Validator> { validates ? [.phone] : [] }

  func write(to file: inout PolicyFileDraft) {
    var plain = self
    plain.validates = false
    file.fields.set(plain)
    if validates, file.fields.validate?.contains(.phone) != true {
      file.fields.validate = (file.fields.validate ?? []) + [.phone]
    }
  }
}
