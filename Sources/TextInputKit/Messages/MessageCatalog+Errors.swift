extension MessageCatalog {
  /// The errors messages in English: why a policy, a token file, a sticker catalog or a script
  /// cannot be used (``TextInputError``). `{location}` is where, as a coding path.
  static let englishErrors: [String: String] = [
    "json.empty": "The JSON text is empty.",
    "json.trailingText":
      "Malformed JSON at line {line}, column {column}: text follows the end of the value.",
    "json.unexpectedEnd":
      "Malformed JSON at line {line}, column {column}: the text ends too early.",
    "json.unexpectedCharacter":
      "Malformed JSON at line {line}, column {column}: unexpected \"{character}\".",
    "json.trailingComma":
      "Malformed JSON at line {line}, column {column}: a comma before \"{bracket}\"; remove it.",
    "json.duplicateKey":
      "Malformed JSON at line {line}, column {column}: the key `{key}` appears twice in one object.",
    "json.badEscape":
      "Malformed JSON at line {line}, column {column}: an invalid escape in a string.",
    "json.controlCharacter":
      "Malformed JSON at line {line}, column {column}: a control character in a string; write it as an escape such as \\n.",
    "json.numberTooLarge":
      "Malformed JSON at line {line}, column {column}: the number {number} is too large.",
    "json.tooDeep":
      "Malformed JSON at line {line}, column {column}: arrays and objects nest more than {depth} deep.",
    "json.notUTF8": "Malformed JSON at line {line}, column {column}: the text is not UTF-8.",
    "decode.invalidValue": "The value of `{location}` is not valid.",
    "decode.invalidValue.top": "The value is not valid.",
    "decode.wrongType.integer": "`{location}` must be a whole number.",
    "decode.wrongType.integer.top": "The value must be a whole number.",
    "decode.wrongType.number": "`{location}` must be a number.",
    "decode.wrongType.number.top": "The value must be a number.",
    "decode.wrongType.string": "`{location}` must be a string.",
    "decode.wrongType.string.top": "The value must be a string.",
    "decode.wrongType.bool": "`{location}` must be true or false.",
    "decode.wrongType.bool.top": "The value must be true or false.",
    "decode.wrongType.array": "`{location}` must be an array.",
    "decode.wrongType.array.top": "The value must be an array.",
    "decode.wrongType.object": "`{location}` must be an object.",
    "decode.wrongType.object.top": "The value must be a JSON object.",
    "decode.wrongType.strings": "`{location}` must be an array of strings.",
    "decode.wrongType.strings.top": "The value must be an array of strings.",
    "decode.wrongType.value": "`{location}` has a value of the wrong type.",
    "decode.wrongType.value.top": "The value has the wrong type.",
    "decode.wrongType.name": "`{location}` must be one of: {expected}.",
    "decode.wrongType.allow":
      "`{location}` must be a name such as \"digits\", {\"characters\": \"...\"}, or an array of these.",
    "decode.wrongType.deny": "`{location}` must be an object such as {\"characters\": \"<>\"}.",
    "decode.wrongType.phone": "`{location}` must be an object such as {\"region\": \"US\"}.",
    "phone.unknownRegion":
      "The region \"{region}\" is not one libphonenumber knows: give an ISO 3166-1 code such as \"US\".",
    "decode.wrongType.date": "`{location}` must be an object such as {\"mode\": \"dd/mm/yyyy\"}.",
    "decode.wrongType.time": "`{location}` must be an object such as {\"mode\": \"HH:MM\"}.",
    "decode.wrongType.dateRange": "`{location}` must be an object such as {\"mode\": \"dd/mm/yyyy\"}.",
    "decode.wrongType.dateTime":
      "`{location}` must be an object such as {\"dateMode\": \"dd/mm/yyyy\", \"timeMode\": \"HH:MM\"}.",
    "date.badSeparator": "The date separator \"{separator}\" must not be empty, hold a digit or a line break.",
    "date.minAfterMax": "The earliest date {min} is after the latest {max}.",
    "date.badDay": "`{location}` is \"{value}\": give a date that exists, as yyyy-mm-dd.",
    "policy.dateWithLayout": "`{key}` and `{other}` contradict each other: a field has one layout.",
    "policy.phoneWithLayout":
      "`phone` and `{other}` contradict each other: a field has one layout.",
    "decode.wrongType.decimal": "`{location}` must be an object such as {\"fractionDigits\": 2}.",
    "decode.wrongType.countryCode":
      "`{location}` must be an object such as {\"code\": \"86\", \"nationalDigits\": 11}.",
    "decode.wrongType.mask":
      "`{location}` must be a pattern such as \"### #### ####\" or an object such as {\"pattern\": \"###C\", \"slots\": {\"C\": \"0123456789X\"}}.",
    "decode.wrongType.slots": "`{location}` must be an object such as {\"C\": \"0123456789X\"}.",
    "decode.wrongType.minLength":
      "`{location}` must be a whole number or an object such as {\"length\": 11}.",
    "decode.wrongType.validate":
      "`{location}` must be a name such as \"luhn\", or an array of names.",
    "decode.missingKey": "`{location}` needs the key `{key}`.",
    "decode.missingKey.top": "The key `{key}` is missing.",
    "decode.unknownKey": "Unknown key `{key}` in `{location}`; known keys: {known}.",
    "decode.unknownKey.top": "Unknown key `{key}` at the top level; known keys: {known}.",
    "decode.tooSmall": "`{location}` must be at least {minimum}; it is {value}.",
    "decode.tooLarge": "`{location}` must be at most {maximum}; it is {value}.",
    "decode.unknownValue":
      "Unknown value \"{value}\" for `{location}`; expected one of: {expected}.",
    "decode.grouping":
      "`{location}` must be one character other than a digit, \".\" or a line break, such as \",\"; it is \"{value}\".",
    "policy.notAnObject": "`{location}` must be a policy object, such as {\"maxLength\": 11}.",
    "policy.notAnObject.top": "A policy must be a JSON object, such as {\"maxLength\": 11}.",
    "policy.decimalWithLetters":
      "`decimal` and `allow`: \"{allow}\" contradict each other: a decimal number has no letters.",
    "policy.decimalWithMask":
      "`decimal` and `mask` contradict each other: a field has one layout; lay out an amount with `decimal.grouping`.",
    "policy.maskSlotNotAllowed":
      "`mask` and `allow` contradict each other: no character `allow` lets through fits the slot \"{slot}\".",
    "policy.decimalCommaWithCommaGrouping":
      "`decimal.acceptsDecimalComma` and `decimal.grouping`: \"{grouping}\" contradict each other: a comma cannot both group digits and be the decimal point.",
    "policy.negativeWithGrouping":
      "`decimal.allowsNegative` and `decimal.grouping` cannot be used together yet: a grouped number has no sign.",
    "policy.groupingStyleWithoutGrouping":
      "`{location}` needs a `decimal.grouping` separator to group with.",
    "policy.needsMaxLength": "`metric` and `overflow` need a `maxLength`.",
    "policy.minLengthAboveMaxLength":
      "`minLength` ({minimum}) is more than `maxLength` ({maximum}): no text could be complete.",
    "preset.unknown": "Unknown preset \"{name}\"; presets: {presets}.",
    "preset.neitherPresetNorJSON": "\"{argument}\" is neither a preset ({presets}) nor JSON.",
    "untrusted.notAllowed": "`{location}` is not allowed in a policy from an untrusted source.",
    "untrusted.tooLarge":
      "`{location}` may be at most {maximum} in a policy from an untrusted source; it is {value}.",
    "untrusted.tooManyItems":
      "`{location}` may have at most {maximum} items in a policy from an untrusted source; it has {items}.",
    "untrusted.tooManyCharacters":
      "`{location}` may have at most {maximum} characters in a policy from an untrusted source; it has {characters}.",
    "untrusted.tooManyBytes":
      "`{location}` may have at most {maximum} bytes in a policy from an untrusted source; it has more.",
    "untrusted.tooManyMembers":
      "`{location}` may have at most {maximum} items in a policy from an untrusted source; it has more.",
    "untrusted.documentTooLarge":
      "A policy from an untrusted source may have at most {maximum} bytes; this one has {size}.",
    "encode.customRule":
      "The rule {rule} has no policy-file form; only the built-in rules can be written to a policy file.",
    "encode.twice": "The policy has two `{rule}` rules; a policy file has one of each.",
    "encode.order":
      "`{rule}` runs after `{previous}` in this policy; a policy file runs it before (InputRules.order).",
    "encode.metric": "`{location}` counts with custom weights, which a policy file cannot name.",
    "encode.characters":
      "The characters of `{location}` cannot be written as one string: some of them join into one character.",
    "encode.kinds": "The character kinds of `{location}` ({kinds}) have no name in policy files.",
    "encode.outOfRange": "`{location}` is {value}, which a policy file cannot hold.",
    "encode.grouping":
      "The grouping separator \"{value}\" of `{location}` cannot be written in a policy file.",
    "encode.maskSlot":
      "The mask slot \"{slot}\" of `{location}` redefines a built-in slot, which a policy file cannot.",
    "mask.empty": "A mask cannot be empty.",
    "mask.slotTakesNothing": "The mask slot \"{slot}\" takes no character: give it at least one.",
    "mask.tooLong": "A mask has at most {maximum} characters.",
    "mask.lineBreak": "A mask is one line: the pattern \"{pattern}\" holds a line break.",
    "mask.loneBackslash": "The mask \"{pattern}\" ends with a lone \"\\\": escape a character.",
    "mask.slotUnused": "The mask slot \"{slot}\" is not used in the pattern \"{pattern}\".",
    "mask.noSlot":
      "The mask \"{pattern}\" has no slot: use # for a digit, A for a letter, * for either.",
    "countryCode.code":
      "`{location}` must be a country calling code of one to three digits, not starting with 0, such as \"86\"; it is \"{value}\".",
    "countryCode.code.top":
      "A country calling code is one to three digits, not starting with 0, such as \"86\"; it is \"{value}\".",
    "countryCode.nationalDigits.top": "A national number has 1 to {maximum} digits; it is {value}.",
    "mask.requiredSlots": "The mask's required slots must be between 1 and {slots}; it is {value}.",
    "mask.slotName": "The mask slot \"{slot}\" must be one character of the pattern.",
    "mask.builtInSlot": "The mask slot \"{slot}\" is built in and cannot be redefined.",
    "mask.optionalGroup":
      "The mask \"{pattern}\" may have one optional group \"[…]\": it holds slots, is closed, and no slot follows it.",
    "mask.repeat": "In the mask \"{pattern}\", \"…\" repeats the last slot: it follows a slot, and nothing follows it.",
    "mask.layouts": "A mask has 1 to {maximum} layouts, none of them with layouts of its own, and no empty start.",
    "mask.placeholder": "A mask's placeholder is one character; it is \"{value}\".",
    "pattern.invalid": "The pattern \"{pattern}\" does not compile: {@reason}.",
    "pattern.tooLarge":
      "The pattern \"{pattern}\" is too large: it needs more than {states} states; use smaller repetition counts.",
    "tokenPattern.invalid": "The token pattern \"{pattern}\" is not a valid regular expression.",
    "catalog.notPropertyList": "The catalog is not a valid property list.",
    "catalog.layout": "A catalog must be an array of packs or an object with `packs`.",
    "catalog.emptyString": "`{location}` must be a non-empty string.",
    "stickerCode.invalid":
      "Pack {pack} ({id}), sticker {sticker}: the code \"{code}\" must start with \"[\", end with \"]\" and have neither in between.",
    "stickerCode.duplicate":
      "Pack {pack} ({id}), sticker {sticker}: the code \"{code}\" is already used in pack {first}.",
    "file.unreadable.policy": "Cannot read the policy file \"{path}\".",
    "file.unreadable.tokens": "Cannot read the token file \"{path}\".",
    "file.unreadable.catalog": "Cannot read the catalog file \"{path}\".",
    "file.unreadable.script": "Cannot read the script \"{path}\".",
    "file.notUTF8": "The file \"{path}\" is not UTF-8 text.",
    "tool.line": "line {line}: {message}",
    "event.missingType": "The key `type` is missing; types: {types}.",
    "event.unknownType": "Unknown event type \"{type}\"; types: {types}.",
    "event.needsString": "A \"{type}\" event needs a string `{key}`.",
    "event.needsInteger": "A \"{type}\" event needs a whole number `{key}`.",
    "event.range":
      "A \"{type}\" event needs 0 <= start <= end; it has start {start} and end {end}.",
    "event.needsCatalog": "A \"sticker\" event needs a catalog (--catalog).",
    "event.unknownSticker": "The catalog has no sticker \"{code}\".",
    "tokens.notAnObject":
      "A token file must be a JSON object, such as {\"literals\": [\"sin(\"], \"patterns\": [\"@[A-Za-z0-9_]+\"]}.",
    "event.notAnObject":
      "An event must be a JSON object, such as {\"type\": \"type\", \"text\": \"a\"}.",
    // A service's answers about the request itself (Server/ in the repository).
    "request.bodyTooLarge": "A request may have at most {maximum} bytes.",
    "request.textTooLarge": "`{location}` may have at most {maximum} bytes; it has {size}.",
    "request.busy": "The server is busy; try again in a moment.",
    "request.timeout": "The request did not arrive within {seconds} seconds.",
    "request.notFound": "There is nothing at {path}.",
    "request.badRange": "`{location}` must be two offsets, start <= end, within the text.",
    "request.overBudget": "The request needed more than {seconds} seconds of work; send less, or try again later.",
    "request.shuttingDown": "The server is shutting down; try again.",
    "request.unsupportedMediaType": "The body must be JSON (Content-Type: application/json), not {contentType}.",
    "request.methodNotAllowed": "{path} answers {allowed} only.",
  ]
}
