import TextInputKit

/// One line of a replay script, decoded: `{"type": "select", "start": 0, "end": 2}`. Keys an
/// event does not use are ignored.
struct ReplayEventLine: Decodable {
  let event: ReplayEvent

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    guard let object = try? decoder.container(keyedBy: Key.self) else {
      throw TextInputError(.wrongType, LocalizedMessage("event.notAnObject"))
    }
    guard object.contains(Key("type")) else {
      throw TextInputError(
        .missingKey, LocalizedMessage("event.missingType", ["types": ReplayEvent.types]),
        location: "type")
    }
    guard let type = try? object.decode(String.self, forKey: Key("type")) else {
      throw TextInputError(
        .wrongType,
        LocalizedMessage(
          "decode.wrongType.name", ["location": "type", "expected": ReplayEvent.types]),
        location: "type")
    }
    func failure(_ message: String, _ key: String) -> TextInputError {
      TextInputError(
        object.contains(Key(key)) ? .wrongType : .missingKey,
        LocalizedMessage(message, ["type": type, "key": key]), location: key)
    }
    func string(_ key: String) throws(TextInputError) -> String {
      guard let value = try? object.decode(String.self, forKey: Key(key)) else {
        throw failure("event.needsString", key)
      }
      return value
    }
    // JSONDecoder decodes neither true nor 1.5 as an Int.
    func int(_ key: String) throws(TextInputError) -> Int {
      guard let value = try? object.decode(Int.self, forKey: Key(key)) else {
        throw failure("event.needsInteger", key)
      }
      return value
    }
    func range() throws(TextInputError) -> (Int, Int) {
      let (start, end) = (try int("start"), try int("end"))
      guard start >= 0, end >= start else {
        throw TextInputError(
          .outOfRange,
          LocalizedMessage("event.range", ["type": type, "start": "\(start)", "end": "\(end)"]),
          location: start < 0 ? "start" : "end")
      }
      return (start, end)
    }
    switch type {
    case "type": event = .type(try string("text"))
    case "paste": event = .paste(try string("text"))
    case "backspace": event = .backspace
    case "forwardDelete": event = .forwardDelete
    case "select":
      let (start, end) = try range()
      event = .select(start, end)
    case "move": event = .move(try int("by"))
    case "mark": event = .mark(try string("text"))
    case "commit": event = .commit(try string("text"))
    case "replace":
      let (start, end) = try range()
      event = .replace(start, end, try string("text"))
    case "set": event = .set(try string("text"))
    case "token": event = .token(try string("text"))
    case "sticker": event = .sticker(try string("code"))
    default:
      throw TextInputError(
        .unknownValue,
        LocalizedMessage("event.unknownType", ["type": type, "types": ReplayEvent.types]),
        location: "type")
    }
  }
}
