extension InputRules {
  /// A maximum length for text with stickers, where how much a sticker counts is a choice.
  ///
  /// A sticker shows as one picture but travels as its code, `[笑哭]`. By default it counts as
  /// one character, as people see it; count it ``StickerCounting/code`` when the limit is a
  /// server's, or give it a weight. Everything else is counted with `metric`. A sticker that
  /// does not fit is left out whole, never inserted in part.
  ///
  /// ```swift
  /// let post = InputPolicy { InputRules.StickerMaxLength(5, catalog: catalog) }
  /// // "哈哈哈|" + "[笑哭]"   → "哈哈哈[笑哭]|"   (4 of 5)
  /// // "哈哈哈哈哈|" + "[笑哭]" → rejected: "At most 5 characters."
  /// ```
  public struct StickerMaxLength: InputRule, Hashable {
    /// The most the text may hold, in counted characters.
    public var limit: Int
    /// How text outside stickers is counted.
    public var metric: LengthMetric
    /// The stickers, and so what counts as one.
    public var catalog: StickerCatalog
    /// How much one sticker counts.
    public var stickerCounting: StickerCounting
    /// What to do with an edit that does not fit.
    public var overflow: MaxLength.Overflow

    /// Creates the rule.
    public init(
      _ limit: Int, counting metric: LengthMetric = .characters, catalog: StickerCatalog,
      stickers stickerCounting: StickerCounting = .oneCharacter,
      overflow: MaxLength.Overflow = .truncate
    ) {
      self.limit = limit
      self.metric = metric
      self.catalog = catalog
      self.stickerCounting = stickerCounting
      self.overflow = overflow
    }

    /// The feedback message in ``MessageLanguage/current``, the same as ``MaxLength``'s.
    public var message: String { localizedMessage.text() }

    /// The feedback message as a key and its arguments, the same as ``MaxLength``'s.
    public var localizedMessage: LocalizedMessage {
      MaxLength(limit, counting: metric).localizedMessage
    }

    /// The length of `text`, with stickers counted as chosen, in what people read: the unscaled
    /// count divided by the metric's ``LengthMetric/scale``.
    public func length(of text: String) -> Int { unitCount(of: text) / metric.scale }

    /// The units of `text`, with stickers counted as chosen.
    func unitCount(of text: String) -> Int {
      let split = catalog.segments(of: text)
      var total = 0
      for segment in split.segments {
        if let sticker = segment.sticker {
          total = total.saturatingAdd(stickerUnits(sticker))
        } else {
          total = total.saturatingAdd(metric.unitCount(of: split[segment]))
        }
      }
      return total
    }

    private func stickerUnits(_ sticker: Sticker) -> Int {
      switch stickerCounting {
      case .oneCharacter: metric.scale
      case .code: metric.unitCount(of: sticker.code)
      case .weight(let characters): characters.saturatingMultiply(metric.scale)
      }
    }

    public func review(_ edit: inout ProposedEdit) {
      let capacity = limit.saturatingMultiply(metric.scale)
      let kept = unitCount(of: String(edit.prefix)).saturatingAdd(unitCount(of: String(edit.suffix)))
      let inserted = catalog.segments(of: edit.replacement)
      guard kept.saturatingAdd(unitCount(of: edit.replacement)) > capacity else { return }
      guard overflow == .truncate else {
        edit.reject(rule: .maxLength, message: localizedMessage)
        return
      }
      // The longest prefix, in whole clusters and whole stickers, that fits.
      var used = kept
      var characters = 0
      fitting: for segment in inserted.segments {
        let piece = inserted[segment]
        if let sticker = segment.sticker {
          used = used.saturatingAdd(stickerUnits(sticker))
          if used > capacity { break fitting }
          characters += piece.count
        } else {
          for character in piece {
            used = used.saturatingAdd(metric.unitCount(of: String(character)))
            if used > capacity { break fitting }
            characters += 1
          }
        }
      }
      if characters == 0 {
        edit.reject(rule: .maxLength, message: localizedMessage)
      } else {
        edit.truncateReplacement(to: characters, rule: .maxLength, message: localizedMessage)
      }
    }
  }
}

/// How much a sticker counts against a length limit.
public enum StickerCounting: Sendable, Hashable {
  /// One character, as people see it on screen.
  case oneCharacter
  /// Its code, `[笑哭]`, counted with the limit's metric: what a server sees.
  case code
  /// A number of characters.
  case weight(Int)
}
