"""Times the Python peers on the corpus PeerComparison wrote.

Usage: python peers.py DIR

Writes DIR/python-results.json (best-of timings, monotonic clock) and DIR/twitter-python.txt
(each tweet's weighted length, one a line, for the identical-results check).
"""

import json
import sys
import time
from importlib.metadata import version

import emoji
from twitter_text import parse_tweet


def best(runs, body):
    fastest = None
    result = None
    for _ in range(runs):
        start = time.monotonic_ns()
        result = body()
        elapsed = time.monotonic_ns() - start
        fastest = elapsed if fastest is None else min(fastest, elapsed)
    return fastest / 1e9, result


def main(directory):
    with open(f"{directory}/emoji-10MB.txt", encoding="utf-8") as f:
        emoji_text = f.read()
    with open(f"{directory}/tweets.txt", encoding="utf-8") as f:
        tweets = f.read().split("\n")
    with open(f"{directory}/gb18030-1MB.txt", encoding="utf-8") as f:
        gb_text = f.read()

    emoji_seconds, emoji_count = best(3, lambda: emoji.emoji_count(emoji_text))
    gb18030_seconds, gb18030_bytes = best(5, lambda: len(gb_text.encode("gb18030")))
    twitter_seconds, lengths = best(
        3, lambda: [parse_tweet(tweet).weightedLength for tweet in tweets]
    )

    with open(f"{directory}/twitter-python.txt", "w", encoding="utf-8") as f:
        f.write("\n".join(str(length) for length in lengths) + "\n")
    with open(f"{directory}/python-results.json", "w", encoding="utf-8") as f:
        json.dump(
            {
                "emoji_version": version("emoji"),
                "emoji_seconds": emoji_seconds,
                "emoji_count": emoji_count,
                "twitter_version": version("twitter-text-parser"),
                "twitter_seconds": twitter_seconds,
                "tweets": len(tweets),
                "gb18030_seconds": gb18030_seconds,
                "gb18030_bytes": gb18030_bytes,
            },
            f,
            indent=2,
        )
    print(f"emoji {version('emoji')}: emoji_count over 10 MB in {emoji_seconds:.3f} s ({emoji_count} emoji)")
    print(f"gb18030 codec: 1 MB in {gb18030_seconds * 1e3:.2f} ms ({gb18030_bytes} bytes)")
    print(f"twitter-text-parser {version('twitter-text-parser')}: {len(tweets)} tweets in {twitter_seconds:.3f} s")


if __name__ == "__main__":
    main(sys.argv[1])
