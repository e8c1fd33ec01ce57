extension Validator {
  static func checkPhoneCN(_ value: String) -> Completion {
    let rule = Validator.phoneCN.rule
    var count = 0
    for byte in value.utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
        return .invalid(rule: rule, message: LocalizedMessage("phoneCN.digitsOnly"))
      }
      count += 1
      if count == 1 && byte != UInt8(ascii: "1") || count == 2 && byte < UInt8(ascii: "3") {
        return .invalid(rule: rule, message: LocalizedMessage("phoneCN.prefix"))
      }
      if count > 11 {
        return .invalid(rule: rule, message: LocalizedMessage("phoneCN.length"))
      }
    }
    return count < 11
      ? .incomplete(rule: rule, message: LocalizedMessage("phoneCN.length")) : .complete
  }
}
