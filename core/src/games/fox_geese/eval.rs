//! Evaluation (phase 2).
