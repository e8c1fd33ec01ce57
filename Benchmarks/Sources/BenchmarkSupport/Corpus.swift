/// A small seeded generator, so every run and every language sees the same text.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Deterministic mixed text: Chinese, Latin words and punctuation, emoji and emoji-like symbols.
///
/// The mix is roughly what a Chinese social app's bio or comment field sees: about 60 % Chinese
/// characters, 30 % Latin words and spaces, 5 % emoji and 5 % punctuation and symbols. The text
/// contains no URLs; ``tweets(count:seed:)`` adds links to two tweets in five, so that Twitter's
/// count meets its URL rule (a link counts 23).
public enum Corpus {
  /// The seed every benchmark and the peer comparison use.
  public static let seed: UInt64 = 20_240_606

  static let chinese = Array(
    "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴切府"
  )

  static let latin = [
    "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "input", "field", "limit",
    "caret", "paste", "emoji", "swift", "text", "Hello", "world", "coffee", "cafe", "naive",
    "iPhone", "OK", "2024", "138", "ABC", "keyboard", "pinyin", "sticker", "nickname",
  ]

  /// Emoji of every shape: presentation emoji, text-default symbols with U+FE0F, keycaps, flags,
  /// skin tones, ZWJ sequences.
  static let emoji = [
    "😀", "😂", "❤️", "👍", "👍🏽", "🇨🇳", "🇺🇸", "👨‍👩‍👧", "1️⃣", "©️", "✨", "🎉", "🙏", "🔥",
    "🚀", "😊", "👩🏻‍💻", "☺️", "⭐", "🏳️‍🌈",
  ]

  /// Punctuation and symbols that are not emoji, including ones the seeds' checks flag.
  static let symbols = ["，", "。", "！", "？", "、", "°", "℃", "★", "…", "—", "“", "”", ",", "!", "?"]

  /// Mixed text of exactly `characters` grapheme clusters.
  ///
  /// Clusters never join across the generated pieces: every piece is a whole cluster and no piece
  /// starts with a combining mark, a joiner or a regional indicator that could pair with the
  /// previous piece's last one (flags are followed by a space).
  public static func text(characters: Int, seed: UInt64 = Corpus.seed) -> String {
    var generator = SplitMix64(seed: seed)
    var result = ""
    result.reserveCapacity(characters * 3)
    var count = 0
    while count < characters {
      let roll = generator.next() % 100
      let piece: String
      switch roll {
      case 0..<60:
        piece = String(chinese[Int(generator.next() % UInt64(chinese.count))])
      case 60..<90:
        let word = latin[Int(generator.next() % UInt64(latin.count))]
        piece = word + " "
      case 90..<95:
        let e = emoji[Int(generator.next() % UInt64(emoji.count))]
        piece = e.unicodeScalars.contains { (0x1F1E6...0x1F1FF).contains($0.value) } ? e + " " : e
      default:
        piece = symbols[Int(generator.next() % UInt64(symbols.count))]
      }
      let pieceCount = piece.count
      if count + pieceCount > characters {
        // Fill the rest with Chinese characters to land on the exact count.
        for _ in 0..<(characters - count) {
          result.append(chinese[Int(generator.next() % UInt64(chinese.count))])
        }
        break
      }
      result += piece
      count += pieceCount
    }
    return result
  }

  /// Mixed text of at least `bytes` UTF-8 bytes, cut at a cluster boundary.
  public static func text(utf8Bytes bytes: Int, seed: UInt64 = Corpus.seed) -> String {
    // About 2.6 bytes a character in this mix; generate a little more and cut.
    let generous = text(characters: bytes / 2 + 16, seed: seed)
    var end = generous.startIndex
    var used = 0
    while end < generous.endIndex, used < bytes {
      let next = generous.index(after: end)
      used += generous.utf8.distance(from: end, to: next)
      end = next
    }
    return String(generous[..<end])
  }

  /// Links of every form twitter-text recognises, and look-alikes it does not: with and without
  /// protocol, country codes, an international domain, punycode, a port, a query, parentheses,
  /// t.co, a long path, a trailing full stop, an e-mail address and a hashtag.
  static let links = [
    "https://example.com/path?q=1", "http://www.twitter.com/jack", "example.com", "t.co/abc123",
    "https://t.co/AbC123xyz", "bit.ly/3xYz", "foo.co.jp/news", "http://例え.みんな/",
    "http://xn--ls8h.la/", "https://en.wikipedia.org/wiki/Primer_(film)", "(see example.org)",
    "www.bbc.co.uk.", "https://github.com/apple/swift/issues?q=is%3Aopen",
    "http://localhost.com:8080/x", "name@example.com", "#tag.com", "twitter.みんな",
    "https://example.com/" + String(repeating: "long-path/", count: 8),
  ]

  /// Lines of mixed text, each a plausible tweet of 10 to 140 characters; two in five hold a link
  /// (``links``), between spaces or right next to the text around it.
  public static func tweets(count: Int, seed: UInt64 = Corpus.seed) -> [String] {
    var generator = SplitMix64(seed: seed ^ 0x7477_6565_7473)
    return (0..<count).map { index in
      let length = 10 + Int(generator.next() % 131)
      var tweet = text(characters: length, seed: seed &+ UInt64(index) &* 7919)
        .replacingNewlines()
      if generator.next() % 5 < 2 {
        let link = links[Int(generator.next() % UInt64(links.count))]
        let at = tweet.index(tweet.startIndex, offsetBy: Int(generator.next() % UInt64(length)))
        let spaced = generator.next() % 2 == 0
        tweet.insert(contentsOf: spaced ? " \(link) " : link, at: at)
      }
      return tweet
    }
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    String(map { $0.isNewline ? " " : $0 })
  }
}
