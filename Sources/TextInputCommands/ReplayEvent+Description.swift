/// An event as a case file writes it, for messages: `paste "345600"`, `select [0, 4]`.
extension ReplayEvent: CustomStringConvertible {
  var description: String {
    func quoted(_ text: String) -> String { text.jsonLiteral }
    return switch self {
    case .type(let text): "type \(quoted(text))"
    case .paste(let text): "paste \(quoted(text))"
    case .backspace: "backspace"
    case .forwardDelete: "forwardDelete"
    case .select(let start, let end): "select [\(start), \(end)]"
    case .move(let by): "move \(by)"
    case .mark(let text): "mark \(quoted(text))"
    case .commit(let text): "commit \(quoted(text))"
    case .replace(let start, let end, let text): "replace [\(start), \(end)] \(quoted(text))"
    case .set(let text): "set \(quoted(text))"
    case .token(let text): "token \(quoted(text))"
    case .sticker(let code): "sticker \(quoted(code))"
    }
  }
}
