#!/usr/bin/env python3
"""Compares Twitter lengths and URLs with Python's twitter-text-parser on random texts.

Draws SEED-seeded random texts from URL pieces (protocols, hosts, dots, top-level domains,
punycode, paths, queries, parentheses, CJK, Cyrillic, Greek, emoji, spaces, directional marks,
e-mail and hashtag signs) and checks that `textinput count --metric twitter` and `textinput urls`
give what `parse_tweet` and `extract_urls_with_indices` give, line by line.

Emoji followed by a combining mark or a dangling joiner are left out: they count 2 here and 3 in
twitter-text (see the DocC article "Known issues").

Usage: swift build --product textinput
       Benchmarks/.venv/bin/python Scripts/twitter-differential.py [SEED] [COUNT]
(the virtual environment that Benchmarks/Scripts/compare-peers.sh creates has twitter-text-parser)
"""

import os
import random
import subprocess
import sys

from twitter_text import parse_tweet
from twitter_text.extract_urls import extract_urls_with_indices

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, ".build", "debug", "textinput")

PIECES = [
    "http://", "https://", "HTTP://", "example", "twitter", ".", ".", ".", "com", "co", "jp", "org",
    "/", "/", "?", "=", "&", "(", ")", "@", "#", "$", "_", "-", "+", " ", " ", "日本", "é", "t.co/",
    "xn--ls8h", "xn--", "みんな", ":", "8080", "!", ",", "'", "\u202a", "\u00a0", "😀", "a", "b", "1",
    "ελ", "中国", "abc", "~", "%", "|", "\u2013", "ß", "ÿ", "Ж", ".com", ".co.jp", "www.", "bit.ly",
    "comm", "tv", '"', "`", "]", "[", "*", ";", "。", "пример", "рф", "テスト", "foo.bar", "a_b", "—",
    "…", "\u200b", "👍🏽",
]


def run(arguments, texts):
    return subprocess.run(
        [TOOL] + arguments, input="\n".join(texts) + "\n", capture_output=True, text=True, check=True
    ).stdout


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    rng = random.Random(seed)
    texts = ["".join(rng.choice(PIECES) for _ in range(rng.randint(1, 25))) for _ in range(count)]

    lengths = run(["count", "--metric", "twitter"], texts).split("\n")
    length_mismatches = 0
    for text, ours in zip(texts, lengths):
        theirs = parse_tweet(text).weightedLength
        if str(theirs) != ours:
            length_mismatches += 1
            if length_mismatches <= 10:
                print(f"length {text!r}: ours {ours}, twitter-text {theirs}")

    ours_urls = {}
    for line in run(["urls"], texts).splitlines():
        number, start, end, _ = line.split("\t", 3)
        ours_urls.setdefault(int(number), []).append([int(start), int(end)])
    url_mismatches = 0
    for number, text in enumerate(texts, start=1):
        theirs = [url["indices"] for url in extract_urls_with_indices(text)]
        if theirs != ours_urls.get(number, []):
            url_mismatches += 1
            if url_mismatches <= 10:
                print(f"urls {text!r}: ours {ours_urls.get(number, [])}, twitter-text {theirs}")

    print(f"seed {seed}: {count} texts, {length_mismatches} lengths and {url_mismatches} URL lists differ")
    sys.exit(1 if length_mismatches or url_mismatches else 0)


if __name__ == "__main__":
    main()
