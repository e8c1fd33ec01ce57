import Foundation

extension TokenSet {
  /// Reads a token set from JSON: `{"literals": ["sin(", "π"], "patterns": ["@[A-Za-z0-9_]+"]}`;
  /// either key may be absent.
  ///
  /// ```swift
  /// try TokenSet(json: Data(#"{"literals": ["sin("]}"#.utf8))   // sin( is a token
  /// try TokenSet(json: Data(#"{"patterns": ["@["]}"#.utf8))
  /// // throws: The token pattern "@[" is not a valid regular expression.
  /// ```
  ///
  /// - Parameters:
  ///   - data: The JSON.
  ///   - catalog: A sticker catalog whose codes are tokens too.
  /// - Throws: ``TokenPatternError`` saying what is wrong.
  public init(json data: Data, catalog: StickerCatalog? = nil) throws {
    let object: [String: Any]
    do {
      guard let decoded = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw TokenPatternError(message: "A token file must be a JSON object.")
      }
      object = decoded
    } catch let error as TokenPatternError {
      throw error
    } catch {
      throw TokenPatternError(message: "The token file is not valid JSON.")
    }
    func strings(_ key: String) throws -> [String] {
      guard let value = object[key] else { return [] }
      guard let list = value as? [String] else {
        throw TokenPatternError(message: "\"\(key)\" must be an array of strings.")
      }
      return list
    }
    self.init(
      literals: try strings("literals"), patterns: try strings("patterns").map(TokenPattern.init),
      catalog: catalog)
  }
}
