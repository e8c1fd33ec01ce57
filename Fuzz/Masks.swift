// libFuzzer harness: masks and grouped amounts.
//
// The first line is a mask pattern (a custom slot "C" takes the characters of the second line
// when the pattern uses it), or "@" and a preset name (phone-cn-spaced, bank-card, id-cn,
// amount). A malformed pattern must throw a message. The rest of the input is a script of edits,
// replayed through the simulated field in both interception modes; after every edit the display
// must be the value laid out, the value must fit the mask, the controller must agree with the
// field, undo must stay valid, deleting must stay possible, and both modes must show the same.

@_cdecl("LLVMFuzzerTestOneInput")
public func masksTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
  guard lines.count >= 2 else { return 0 }
  let head = String(decoding: lines[0], as: UTF8.self)
  let policy: InputPolicy
  if head.hasPrefix("@") {
    guard let preset = InputPolicy.presets[String(head.dropFirst())], preset.formatsDisplay else {
      return 0
    }
    policy = preset
  } else {
    let slots = String(decoding: lines[1], as: UTF8.self)
    do {
      let mask = try InputRules.Mask(
        head, slots: head.contains("C") && !slots.isEmpty ? ["C": slots] : [:])
      policy = InputPolicy(.uppercased, mask)
    } catch {
      precondition(!error.message.isEmpty, "a PolicyError without a message")
      return 0
    }
  }
  let script = lines.count > 2 ? Array(lines[2]) : []
  let format = policy.displayFormat!
  var drawings: [[String]] = []
  for mode in InterceptionMode.allCases {
    let field = SimulatedTextField()
    field.intercept(policy: policy, mode: mode)
    var drawn: [String] = []
    var index = 0
    func next() -> UInt8? {
      guard index < script.count else { return nil }
      defer { index += 1 }
      return script[index]
    }
    while let op = next() {
      switch op % 7 {
      case 0, 1:
        field.type(maskKey(next() ?? 0))
      case 2:
        let count = Int(next() ?? 0) % 24
        var pasted = ""
        for _ in 0..<count { pasted += maskKey(next() ?? 0) }
        field.paste(pasted)
      case 3: field.backspace()
      case 4: field.forwardDelete()
      case 5:
        let length = field.text.utf16.count + 1
        let a = Int(next() ?? 0) % length
        let b = Int(next() ?? 0) % length
        field.select(min(a, b)..<max(a, b))
      default:
        field.move(by: Int(next() ?? 0) % 5 - 2)
      }
      let display = field.text
      let value = policy.value(of: display)
      precondition(
        display == policy.display(ofValue: value), "\(mode): \"\(display)\" is not a display form")
      precondition(format.refitted(value) == value, "\(mode): \"\(value)\" does not fit")
      let controller = field.interceptor!.controller
      precondition(controller.state.text == display, "\(mode): the controller differs")
      precondition(field.undoErrors.isEmpty, "\(mode): undo: \(field.undoErrors)")
      if let violation = controller.buffer.invariantViolation() {
        preconditionFailure("\(mode): \(violation)")
      }
      if let violation = policy.deletionViolation(in: controller.state) {
        preconditionFailure("\(mode): \(violation)")
      }
      for k in 0...value.count {
        let offset = format.displayOffset(afterValueCharacters: k, of: value)
        precondition(
          policy.value(of: String(display.prefix(offset))).count == k,
          "\(mode): offsets do not round-trip at \(k) in \"\(display)\"")
      }
      drawn.append(field.text)
    }
    drawings.append(drawn)
  }
  precondition(drawings.dropFirst().allSatisfy { $0 == drawings[0] }, "the modes differ")
  return 0
}

/// What a byte types: mostly what a mask field sees (digits, letters, separators), sometimes a
/// hostile piece.
private func maskKey(_ byte: UInt8) -> String {
  let keys = Array("0123456789xXaBzQ -.,。１·+()#*\\")
  if Int(byte) < keys.count * 6 { return String(keys[Int(byte) % keys.count]) }
  return HostileText.pieces[Int(byte) % HostileText.pieces.count]
}
