#!/usr/bin/env python3
"""Writes the four sound effects (app/src/main/res/raw/*.wav): synthesized, so the app
carries no third-party audio. Run from android/: python3 tools/make-sounds.py"""
import math
import random
import struct
import wave

RATE = 22050


def write(name, samples):
    with wave.open(f"app/src/main/res/raw/{name}.wav", "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, int(s * 32767)))) for s in samples))


def tone(freqs, dur, decay, vol=0.5):
    n = int(RATE * dur)
    return [vol * math.exp(-decay * i / RATE) * sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs) / len(freqs)
            for i in range(n)]


def tap():
    """A wooden tap: a short noise burst through a resonance."""
    random.seed(1)
    n = int(RATE * 0.09)
    out, y1, y2 = [], 0.0, 0.0
    r = 0.96
    c = 2 * r * math.cos(2 * math.pi * 900 / RATE)
    for i in range(n):
        x = (random.random() * 2 - 1) * (1 if i < 60 else 0)
        y = x + c * y1 - r * r * y2
        y2, y1 = y1, y
        out.append(0.6 * y * math.exp(-40 * i / RATE))
    return out


write("move", tap())
write("capture", tone([660], 0.08, 30) + tone([440, 880], 0.16, 18, 0.6))
write("win", sum((tone([f, 2 * f], 0.14, 10, 0.45) for f in (523, 659, 784)), []) + tone([1047, 2094], 0.35, 6, 0.45))
write("loss", sum((tone([f], 0.18, 8, 0.45) for f in (392, 330)), []) + tone([262], 0.4, 5, 0.45))
