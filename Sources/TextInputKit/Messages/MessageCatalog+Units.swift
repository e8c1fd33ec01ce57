extension MessageCatalog {
  /// What each ``LengthMetric`` counts, for `{unit}` in a template.
  static let englishUnits: [String: String] = [
    "unit.characters": "characters",
    "unit.characters#one": "character",
    "unit.utf16": "UTF-16 code units",
    "unit.utf16#one": "UTF-16 code unit",
    "unit.scalars": "code points",
    "unit.scalars#one": "code point",
    "unit.utf8": "bytes",
    "unit.utf8#one": "byte",
    "unit.gb18030": "bytes (a Chinese character counts 2)",
    "unit.gb18030#one": "byte (a Chinese character counts 2)",
    "unit.twitter": "characters (a Chinese character or an emoji counts 2)",
    "unit.twitter#one": "character (a Chinese character or an emoji counts 2)",
    "unit.weighted": "weighted characters",
    "unit.weighted#one": "weighted character",
  ]
}
