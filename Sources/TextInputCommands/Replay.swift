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

  @Flag(help: "Print the field after every event, with what was rejected or changed.")
  var trace = false

  @OptionGroup var language: LanguageOption

  @Argument(help: "The script, or - for standard input.")
  var script: String

  func run() throws {
    let text: String
    if script == "-" {
      text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else {
      do {
        text = String(
          decoding: try ToolError.readData(script, unreadable: "file.unreadable.script"),
          as: UTF8.self)
      } catch {
        var output = ToolOutput()
        output.printError(error)
        try output.finish(with: 2)
        return
      }
    }
    let (output, status) = process(script: text, environment: ProcessInfo.processInfo.environment)
    try output.finish(with: status)
  }

  /// Replays `script`; returns what to print and the exit status. Messages are in the language
  /// of `--language`, or of `environment` (English for none).
  func process(script: String, environment: [String: String] = [:]) -> (ToolOutput, Int32) {
    var output = ToolOutput()
    let language = language.resolved(environment: environment)
    guard let resolved = policy.resolved(reporting: &output, in: language) else {
      return (output, 2)
    }
    var loadedCatalog: StickerCatalog?
    if let catalog {
      do {
        loadedCatalog = try Stickers.loadCatalog(catalog)
      } catch {
        output.printError(error)
        return (output, 2)
      }
    }
    let tokenSet: TokenSet?
    do {
      tokenSet = try Self.loadTokens(tokens, catalog: loadedCatalog)
    } catch {
      output.printError(error)
      return (output, 2)
    }
    var events: [(Int, ReplayEvent)] = []
    for (index, line) in script.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      do throws(TextInputError) {
        let event = try ReplayEvent(json: String(line))
        if case .sticker(let code) = event {
          guard let loadedCatalog else {
            throw TextInputError(.unplayableEvent, LocalizedMessage("event.needsCatalog"))
          }
          guard loadedCatalog.sticker(forCode: code) != nil else {
            throw TextInputError(
              .unplayableEvent, LocalizedMessage("event.unknownSticker", ["code": code]),
              location: "code")
          }
        }
        events.append((index + 1, event))
      } catch {
        output.printError(ToolError(error, line: index + 1))
        return (output, 2)
      }
    }
    let field = SimulatedTextField()
    field.recordsNotifiedTexts = false
    field.intercept(
      policy: resolved, tokens: tokenSet, mode: mode)
    for (_, event) in events {
      let seen = field.inputEvents.count
      event.perform(on: field)
      guard trace else { continue }
      let reviewed = field.inputEvents[seen...].filter { $0.disposition != .accepted }
      var line = ReplayLine(field, policy: resolved)
      if let rejection = reviewed.first(where: { $0.disposition == .rejected }) {
        line.rejected = rejection.changes.first?.message(in: language) ?? "rejected"
      }
      let changes = reviewed.filter { $0.disposition == .changed }.flatMap(\.changes)
      if !changes.isEmpty { line.changed = changes.map { $0.description(in: language) } }
      output.print(line.json)
    }
    output.print(ReplayLine(field, policy: resolved).json)
    return (output, 0)
  }

  /// The tokens of `--tokens` and `--catalog`, or `nil` when neither is given.
  static func loadTokens(_ path: String?, catalog: StickerCatalog?) throws(ToolError) -> TokenSet? {
    guard let path else { return catalog.map { TokenSet(catalog: $0) } }
    let data = try ToolError.readData(path, unreadable: "file.unreadable.tokens")
    do {
      return try TokenSet(json: data, catalog: catalog)
    } catch {
      throw ToolError(error, file: path)
    }
  }
}

/// One event of a replay script.
enum ReplayEvent {
  case type(String), paste(String), backspace, forwardDelete, select(Int, Int), move(Int)
  case mark(String)
  case commit(String), replace(Int, Int, String), set(String), token(String), sticker(String)

  static let types =
    "type, paste, backspace, forwardDelete, select, move, mark, commit, replace, set, token, sticker"

  /// Parses one line, strict JSON on every platform.
  ///
  /// - Throws: ``TextInputError`` saying what is wrong and where.
  init(json: String) throws(TextInputError) {
    self = try StrictJSONDecoder().decode(ReplayEventLine.self, from: json).event
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
