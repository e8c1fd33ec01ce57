import ArgumentParser
import Foundation
import TextInputKit
import TextInputKitSimulator

/// `textinput replay`: replays a script of text-field events through a controller on a simulated
/// UIKit text field, in either interception mode, and prints the field at the end.
struct Replay: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay a JSON-lines script of text-field events through a policy.",
    discussion: """
      Each line is one event: {"type":"type","text":"a"}, {"type":"paste","text":"..."}, \
      {"type":"backspace"}, {"type":"forwardDelete"} (the delete key of a hardware keyboard, \
      deleting after the caret), {"type":"select","start":0,"end":2}, {"type":"move","by":-1}, \
      {"type":"mark","text":"ni h"}, {"type":"commit","text":"你好"}, \
      {"type":"replace","start":1,"end":3,"text":"…"}, {"type":"set","text":"..."}, \
      {"type":"token","text":"sin("} (a custom key inserting a token), \
      {"type":"sticker","code":"[笑哭]"} (a sticker key; needs --catalog). \
      Offsets are UTF-16. Prints {"text": ..., "selection": [start, end], "marked": null or \
      [start, end]}; with --trace, one such line per event first. With --tokens or --catalog, \
      tokens behave as one character; with a catalog, "text" is the plain text, stickers as \
      their codes, and offsets are in its UTF-16 code units. Exit status 2 for a bad policy, \
      token file or catalog, or a malformed script.
      """)

  @OptionGroup var policy: PolicyOption

  @Option(help: "How the field is intercepted.")
  var mode: InterceptionMode = .delegate

  @Option(
    help: ArgumentHelp(
      #"A JSON file of tokens: {"literals": ["sin(", "π"], "patterns": ["@[A-Za-z0-9_]+"]}."#,
      valueName: "file"))
  var tokens: String?

  @Option(
    help: ArgumentHelp(
      "A sticker catalog, JSON or property list; its codes are tokens.", valueName: "file"))
  var catalog: String?

  @Flag(help: "Print the field after every event, with what was refused or changed.")
  var trace = false

  @OptionGroup var language: LanguageOption

  @Argument(help: "The script, or - for standard input.")
  var script: String

  func run() throws {
    let text: String
    if script == "-" {
      text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else if let data = FileManager.default.contents(atPath: script) {
      text = String(decoding: data, as: UTF8.self)
    } else {
      FileHandle.standardError.write(Data("Cannot read the script \"\(script)\".\n".utf8))
      throw ExitCode(2)
    }
    let (output, status) = process(script: text, environment: ProcessInfo.processInfo.environment)
    try output.finish(with: status)
  }

  /// Replays `script`; returns what to print and the exit status. Messages are in the language
  /// of `--language`, or of `environment` (English for none).
  func process(script: String, environment: [String: String] = [:]) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    guard let resolved = policy.resolved(reporting: &output) else { return (output, 2) }
    let language = language.resolved(environment: environment)
    var loadedCatalog: StickerCatalog?
    if let catalog {
      do {
        loadedCatalog = try Stickers.loadCatalog(catalog)
      } catch {
        output.printError(error.message)
        return (output, 2)
      }
    }
    let tokenSet: TokenSet?
    do {
      tokenSet = try Self.loadTokens(tokens, catalog: loadedCatalog)
    } catch {
      output.printError(error.message)
      return (output, 2)
    }
    var events: [(Int, ReplayEvent)] = []
    for (index, line) in script.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      do throws(ToolError) {
        let event = try ReplayEvent(json: String(line))
        if case .sticker(let code) = event {
          guard let loadedCatalog else { throw ToolError("\"sticker\" needs --catalog.") }
          guard loadedCatalog.sticker(forCode: code) != nil else {
            throw ToolError("the catalog has no sticker \"\(code)\".")
          }
        }
        events.append((index + 1, event))
      } catch {
        output.printError("line \(index + 1): \(error.message)")
        return (output, 2)
      }
    }
    let field = SimulatedTextField()
    field.intercept(
      policy: resolved, tokens: tokenSet, mode: mode)
    for (_, event) in events {
      let seen = field.inputEvents.count
      event.perform(on: field)
      guard trace else { continue }
      let reviewed = field.inputEvents[seen...].filter { $0.disposition != .accepted }
      var extra: [String: Any] = [:]
      if let refusal = reviewed.first(where: { $0.disposition == .refused }) {
        extra["refused"] = refusal.changes.first?.message(in: language) ?? "refused"
      }
      let changes = reviewed.filter { $0.disposition == .changed }.flatMap(\.changes)
      if !changes.isEmpty { extra["changed"] = changes.map { $0.description(in: language) } }
      output.print(Self.line(field, policy: resolved, extra: extra))
    }
    output.print(Self.line(field, policy: resolved, extra: [:]))
    return (output, 0)
  }

  /// The tokens of `--tokens` and `--catalog`, or `nil` when neither is given.
  static func loadTokens(_ path: String?, catalog: StickerCatalog?) throws(ToolError) -> TokenSet? {
    guard let path else { return catalog.map { TokenSet(catalog: $0) } }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ToolError("Cannot read the token file \"\(path)\".")
    }
    do {
      return try TokenSet(json: data, catalog: catalog)
    } catch let error as TokenPatternError {
      throw ToolError("\(path): \(error.message)")
    } catch {
      throw ToolError("\(path): \(error)")
    }
  }

  /// The field as one JSON line; `value` is its text without a mask's literals or an amount's
  /// separators (the text itself for a policy that does not format).
  static func line(_ field: SimulatedTextField, policy: InputPolicy, extra: [String: Any])
    -> String
  {
    var object: [String: Any] = [
      "text": field.text, "value": policy.value(of: field.text), "selection": [field.selection.lowerBound, field.selection.upperBound],
      "marked": field.markedRange.map { [$0.lowerBound, $0.upperBound] } ?? NSNull(),
    ]
    object.merge(extra) { $1 }
    let data = try! JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }
}

/// One event of a replay script.
enum ReplayEvent {
  case type(String), paste(String), backspace, forwardDelete, select(Int, Int), move(Int)
  case mark(String)
  case commit(String), replace(Int, Int, String), set(String), token(String), sticker(String)

  static let types =
    "type, paste, backspace, forwardDelete, select, move, mark, commit, replace, set, token, sticker"

  /// Parses one line; throws a ``ToolError`` that says what is wrong.
  init(json: String) throws(ToolError) {
    guard let data = json.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { throw ToolError("not a JSON object.") }
    guard let type = object["type"] as? String else {
      throw ToolError("missing \"type\" (\(Self.types)).")
    }
    func string(_ key: String) throws(ToolError) -> String {
      guard let value = object[key] as? String else {
        throw ToolError("\"\(type)\" needs a string \"\(key)\".")
      }
      return value
    }
    func int(_ key: String) throws(ToolError) -> Int {
      // On Linux, JSON's 0 and 1 also answer `is Bool`; `true` and `false` are told apart by
      // their encoding, "c".
      guard let number = object[key] as? NSNumber,
        number.objCType.pointee != CChar(UInt8(ascii: "c")), let value = object[key] as? Int
      else {
        throw ToolError("\"\(type)\" needs an integer \"\(key)\".")
      }
      return value
    }
    switch type {
    case "type": self = .type(try string("text"))
    case "paste": self = .paste(try string("text"))
    case "backspace": self = .backspace
    case "forwardDelete": self = .forwardDelete
    case "select":
      let (start, end) = (try int("start"), try int("end"))
      guard start >= 0, end >= start else { throw ToolError("\"select\" needs 0 <= start <= end.") }
      self = .select(start, end)
    case "move": self = .move(try int("by"))
    case "mark": self = .mark(try string("text"))
    case "commit": self = .commit(try string("text"))
    case "replace":
      let (start, end) = (try int("start"), try int("end"))
      guard start >= 0, end >= start else {
        throw ToolError("\"replace\" needs 0 <= start <= end.")
      }
      self = .replace(start, end, try string("text"))
    case "set": self = .set(try string("text"))
    case "token": self = .token(try string("text"))
    case "sticker": self = .sticker(try string("code"))
    default:
      throw ToolError("unknown type \"\(type)\" (\(Self.types)).")
    }
  }

  /// Performs the event as the field's person, keyboard or app would.
  func perform(on field: SimulatedTextField) {
    switch self {
    case .type(let text):
      // A typed string is typed one character at a time; while composing it edits the marked text.
      if field.markedRange != nil {
        field.setMarkedText(field.text(in: field.markedRange!) + text)
      } else {
        field.typeEach(text)
      }
    case .paste(let text): field.paste(text)
    case .backspace: field.backspace()
    case .forwardDelete: field.forwardDelete()
    case .select(let start, let end): field.select(start..<end)
    case .move(let by): field.move(by: by)
    case .mark(let text):
      field.keyboard = .pinyin
      field.setMarkedText(text)
    case .commit(let text):
      field.commit(text)
      field.keyboard = .latin
    case .replace(let start, let end, let text): field.systemReplace(start..<end, with: text)
    case .set(let text): field.setInputText(text)
    case .token(let text), .sticker(let text): field.insertKey(text)
    }
  }
}
