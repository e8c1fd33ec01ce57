extension PolicyFields {
  /// Reads the keys of a policy file; rejects an unknown key, a value of the wrong type or out of
  /// range, each located by its coding path.
  init(from decoder: any Decoder) throws(TextInputError) {
    let options = decoder.policyOptions
    let object = try decoder.object(known: Self.keys, wrongType: "policy.notAnObject")
    func value(_ key: String) throws(TextInputError) -> (any Decoder)? {
      object.has(key) ? try decoder.decoder(for: key, in: object) : nil
    }
    func rule<Rule: Decodable>(_ key: String, _ type: Rule.Type) throws(TextInputError) -> Rule? {
      guard let place = try value(key) else { return nil }
      do {
        return try Rule(from: place)
      } catch {
        var located = TextInputError.from(error)
        located.location = located.location ?? place.location
        throw located
      }
    }
    self.init()
    if let place = try value("preset") {
      preset = try place.name(of: InputPolicy.presets.keys.sorted())
    }
    if let place = try value("maxLength") {
      maxLength = try InputRules.MaxLength.limit(from: place)
    }
    if let place = try value("metric") { metric = try place.metric() }
    if let place = try value("overflow") {
      overflow = try place.name(InputRules.MaxLength.Overflow.self)
    }
    allow = try rule("allow", InputRules.AllowedCharacters.self)
    deny = try rule("deny", InputRules.DeniedCharacters.self)
    if let place = try value("emoji") { emoji = try place.name(Switch.self) }
    if let place = try value("invisibles") { invisibles = try place.name(Switch.self) }
    if let place = try value("bidi") { bidi = try place.name(Bidi.self) }
    if let place = try value("zeroWidth") { zeroWidth = try place.name(Switch.self) }
    maxCombiningMarks = try rule("maxCombiningMarks", InputRules.MaxCombiningMarks.self)
    if let place = try value("mixedScripts") { mixedScripts = try place.name(Switch.self) }
    decimal = try rule("decimal", InputRules.DecimalNumber.self)
    if let place = try value("pattern") {
      try place.requireTrusted(options.allowsPatterns)
      let source = try place.string()
      do {
        pattern = try InputRules.Pattern(source)
      } catch {
        var located = error
        located.location = place.location
        throw located
      }
    }
    if let place = try value("transform") {
      transform = try place.name(InputRules.CaseTransform.self)
    }
    mask = try rule("mask", InputRules.Mask.self)
    phone = try rule("phone", InputRules.Phone.self)
    if let place = try value("required") { required = try place.bool() }
    if let place = try value("minLength") {
      let (length, metric) = try InputRules.MinLength.lengthAndMetric(from: place)
      minLength = MinLengthValue(length: length, metric: metric)
    }
    if let place = try value("validate") {
      let names =
        place.holdsArray
        ? try place.items(wrongType: "decode.wrongType.validate", largest: options.largestArray)
        : [place]
      var validators: [Validator] = []
      for name in names {
        guard name.holdsString else { throw name.failure(.wrongType, "decode.wrongType.validate") }
        validators.append(try name.name(Validator.self))
      }
      validate = validators
    }
  }
}

extension InputPolicy: Codable {
  /// Reads a policy file's object, as ``init(json:options:)`` does, or the name of a preset (a
  /// JSON string, `"phone-cn"`), from any decoder: a policy can be a property of an app's own
  /// `Codable` configuration or of a request.
  ///
  /// ```swift
  /// struct Config: Codable { var nickname: InputPolicy }
  /// let config = try JSONDecoder().decode(
  ///   Config.self, from: Data(#"{"nickname": {"preset": "nickname", "maxLength": 20}}"#.utf8))
  /// // {"nickname": {"maxLength": "20"}} throws a TextInputError at "nickname.maxLength"
  /// ```
  ///
  /// The options come from the decoder's `userInfo` under ``PolicyDecodingOptions/userInfoKey``
  /// (``PolicyDecodingOptions/trusted`` without them). A `JSONDecoder` reads JSON as its platform
  /// does (on Linux it accepts a trailing comma); ``StrictJSONDecoder`` reads it the same way
  /// everywhere.
  ///
  /// - Throws: ``TextInputError``, located by the coding path.
  public init(from decoder: any Decoder) throws {
    do {
      if decoder.holdsString {
        // A preset by its name: `"policy": "phone-cn"` as well as `"policy": {"preset": …}`.
        let name = try decoder.string()
        let options = decoder.policyOptions
        if name.utf8.count > options.largestString {
          throw decoder.failure(
            .untrustedPolicy, "untrusted.tooManyBytes", ["maximum": "\(options.largestString)"])
        }
        guard let preset = InputPolicy.presets[name] else {
          let presets = InputPolicy.presets.keys.sorted().joined(separator: ", ")
          var error = TextInputError(
            .unknownValue, "preset.unknown", ["name": name, "presets": presets], at: nil)
          error.location = decoder.location ?? ""
          throw error
        }
        self = preset
        return
      }
      let fields = try PolicyFields(from: decoder)
      self = try fields.policy(at: decoder.codingPath)
    } catch {
      throw TextInputError.from(error)
    }
  }
}
