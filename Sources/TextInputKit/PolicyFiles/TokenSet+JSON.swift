import Foundation

extension TokenSet {
  /// Reads a token set from JSON: `{"literals": ["sin(", "π"], "patterns": ["@[A-Za-z0-9_]+"]}`;
  /// either key may be absent, and other keys are ignored.
  ///
  /// ```swift
  /// try TokenSet(json: Data(#"{"literals": ["sin("]}"#.utf8))   // sin( is a token
  /// try TokenSet(json: Data(#"{"patterns": ["@["]}"#.utf8))
  /// // throws at "patterns[0]": The token pattern "@[" is not a valid regular expression.
  /// try TokenSet(json: Data(#"{"literals": "sin("}"#.utf8))
  /// // throws at "literals": `literals` must be an array of strings.
  /// ```
  ///
  /// - Parameters:
  ///   - data: The JSON, strict on every platform (see ``StrictJSONDecoder``).
  ///   - catalog: A sticker catalog whose codes are tokens too.
  /// - Throws: ``TextInputError`` saying what is wrong and where.
  public init(json data: Data, catalog: StickerCatalog? = nil) throws(TextInputError) {
    let file = try StrictJSONDecoder().decode(TokenFile.self, from: data)
    self.init(literals: file.literals, patterns: file.patterns, catalog: catalog)
  }
}

/// A token file: `{"literals": [...], "patterns": [...]}`.
struct TokenFile: Decodable {
  var literals: [String] = []
  var patterns: [TokenPattern] = []

  init(from decoder: any Decoder) throws {
    let object = try decoder.object(
      known: [], wrongType: "tokens.notAnObject", allowingAnyKey: true)
    for key in ["literals", "patterns"] where object.has(key) {
      let place = try decoder.decoder(for: key, in: object)
      let items = try place.items(wrongType: "decode.wrongType.strings")
      var strings: [String] = []
      for item in items {
        guard item.holdsString else { throw place.failure(.wrongType, "decode.wrongType.strings") }
        strings.append(try item.string())
      }
      if key == "literals" {
        literals = strings
      } else {
        patterns = try zip(items, strings).map { (item, source) throws(TextInputError) in
          do {
            return try TokenPattern(source)
          } catch {
            var located = TextInputError.from(error)
            located.location = item.location
            throw located
          }
        }
      }
    }
  }
}
