#if !FUZZING
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// Replays one input of the Masks fuzz harness; the first property it breaks, or `nil`.
///
/// With `checksLaws`, the laws of an edit too (`LawSession`). The modes are compared up to the
/// first edit where notification mode could not know where the person put the caret
/// (`LawSession.locationLimit`, the DocC article "Known issues").
func maskFuzzFailure(
  _ bytes: [UInt8], checksLaws: Bool = true
) -> String? {
  let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
  guard lines.count >= 2 else { return nil }
  let head = String(decoding: lines[0], as: UTF8.self)
  let policy: InputPolicy
  // Dates and times get keys of their own: separators, dashes, "a" and "p", "：".
  var key = maskKey
  if head.hasPrefix("{") {
    // A policy file of a date, time, range or date-time field; other policies are not masks.
    guard let file = try? InputPolicy(json: head), file.formatsDisplay,
      head.contains("\"date") || head.contains("\"time")
    else { return nil }
    policy = file
    key = dateKey
  } else if head.hasPrefix("@") {
    guard let preset = InputPolicy.presets[String(head.dropFirst())], preset.formatsDisplay else {
      return nil
    }
    policy = preset
  } else {
    let slots = String(decoding: lines[1], as: UTF8.self)
    do {
      let mask = try InputRules.Mask(
        head, slots: head.contains("C") && !slots.isEmpty ? ["C": slots] : [:])
      policy = InputPolicy(.uppercased, mask)
    } catch {
      return error.description.isEmpty || error.kind != .invalidMask
        ? "a mask error without a message: \(error.kind)" : nil
    }
  }
  let script = lines.count > 2 ? Array(lines[2]) : []
  let format = policy.displayFormat!
  var drawings: [[String]] = []
  // The edits of the notification-mode field that notification mode cannot judge as delegate
  // mode does (see `LawSession.notificationModeLimit`): after them the modes may part.
  var limits: Set<Int> = []
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
      let heard = field.interceptor!.controller.state.utf16Selection
      let (truth, before) = (field.selection, field.text)
      // What a key or a paste inserts, to tell a selection typed over with itself.
      var inserted: String?
      defer {
        // An edit whose place notification mode cannot tell, a selection typed over with the
        // same text (the host's text does not change, so notification mode sees no edit), or
        // any step from a selection that splits a character, which only a delegate hears and
        // widens: the modes may show different texts from there ("Known issues").
        if mode == .notification,
          op % 7 < 5
            && LawSession.locationLimit(field, heard: heard, truth: truth, text: before) != nil
            || TextFieldState(text: before, utf16Selection: truth).utf16Selection != truth
            || inserted.map { !truth.isEmpty && selectedText(before, truth) == $0 } == true
        {
          limits.insert(drawn.count - 1)
        }
      }
      switch op % 7 {
      case 0, 1:
        let typed = key(next() ?? 0)
        inserted = typed
        field.type(typed)
      case 2:
        let count = Int(next() ?? 0) % 24
        var pasted = ""
        for _ in 0..<count { pasted += key(next() ?? 0) }
        inserted = pasted
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
      // The value as typed: a date's ISO 8601 form (`value(of:)`) is not what it lays out.
      let value = policy.typedValue(of: display)
      // An empty value shows the leading literals after an insertion ("+7 (").
      guard display == policy.display(of: value) || (value.isEmpty && display == policy.textOnFocus)
      else { return "\(mode): \"\(display)\" is not a display form" }
      guard format.refitted(value) == value else { return "\(mode): \"\(value)\" does not fit" }
      let controller = field.interceptor!.controller
      guard controller.state.text == display else { return "\(mode): the controller differs" }
      guard field.undoErrors.isEmpty else { return "\(mode): undo: \(field.undoErrors)" }
      if let violation = controller.buffer.invariantViolation() {
        return "\(mode): \(violation)"
      }
      if let violation = policy.deletionViolation(in: controller.state) {
        return "\(mode): \(violation)"
      }
      for k in 0...value.count {
        let offset = format.displayOffset(afterValueCharacters: k, of: value)
        guard policy.typedValue(of: String(display.prefix(offset))).count == k else { return "\(mode): offsets do not round-trip at \(k) in \"\(display)\"" }
      }
      drawn.append(field.text)
    }
    drawings.append(drawn)
  }
  if checksLaws, let failure = maskLawFailure(script, policy: policy, key: key) { return failure }
  for drawn in drawings.dropFirst() where drawn != drawings[0] {
    let step = zip(drawn, drawings[0]).enumerated().first { $1.0 != $1.1 }?.offset ?? Swift.min(drawn.count, drawings[0].count)
    // A documented limit of notification mode: the modes may part there.
    if limits.contains(where: { $0 <= step }) { return nil }
    let shown = { (texts: [String]) in step < texts.count ? "\"\(texts[step])\"" : "nothing" }
    return "the modes differ after edit \(step + 1): \(shown(drawings[0])) and \(shown(drawn))"
      + (step > 0 ? ", both from \"\(drawn[step - 1])\"" : "")
  }
  return nil
}

/// Replays the script of a Masks input in both modes in step, under the laws of an edit
/// (`LawSession`); the first law broken that the engine is not known to break
/// (`KnownLawBreak`), or `nil`.
private func maskLawFailure(
  _ script: [UInt8], policy: InputPolicy, key: (UInt8) -> String
) -> String? {
  var laws = LawSession(policy: policy)
  var index = 0
  func next() -> UInt8? {
    guard index < script.count else { return nil }
    defer { index += 1 }
    return script[index]
  }
  do {
    while let op = next() {
      switch op % 7 {
      case 0, 1:
        try laws.perform(.type(key(next() ?? 0)))
      case 2:
        let count = Int(next() ?? 0) % 24
        var pasted = ""
        for _ in 0..<count { pasted += key(next() ?? 0) }
        try laws.perform(.paste(pasted))
      case 3: try laws.perform(.backspace)
      case 4: try laws.forwardDelete()
      case 5:
        let length = laws.fields[0].text.utf16.count + 1
        let a = Int(next() ?? 0) % length
        let b = Int(next() ?? 0) % length
        try laws.perform(.select(min(a, b)..<max(a, b)))
      default:
        try laws.move(by: Int(next() ?? 0) % 5 - 2)
      }
    }
  } catch {
    // A known break (`KnownLawBreak`) ends the script: the rest of it is not checked.
    if KnownLawBreak.matching(error, policy: policy) == nil {
      return "\(error)\nevents: \(laws.performed.joined(separator: ", "))"
    }
  }
  return nil
}


/// What a byte types: mostly what a mask field sees (digits, letters, separators), sometimes a
/// hostile piece.
private func maskKey(_ byte: UInt8) -> String {
  let keys = Array("0123456789xXaBzQ -.,。１·+()#*\\")
  if Int(byte) < keys.count * 6 { return String(keys[Int(byte) % keys.count]) }
  return HostileText.pieces[Int(byte) % HostileText.pieces.count]
}

/// What a byte types into a date or time field: digits, the separators and dashes a date is
/// written with, the letters of AM and PM, full-width digits and "：", sometimes a hostile piece.
private func dateKey(_ byte: UInt8) -> String {
  let keys = Array("0123456789012345 ./:-–—−,aApPmMx１９：٣")
  if Int(byte) < keys.count * 6 { return String(keys[Int(byte) % keys.count]) }
  return HostileText.pieces[Int(byte) % HostileText.pieces.count]
}

/// The text that `selection`, in UTF-16 offsets, holds in `text`.
private func selectedText(_ text: String, _ selection: Range<Int>) -> String {
  let units = Array(text.utf16)
  guard selection.upperBound <= units.count else { return "" }
  return String(decoding: units[selection], as: UTF16.self)
}
