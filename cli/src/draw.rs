//! Draws any board as text from its description: points on a grid, lines between them.
//! The grid is made of the distinct x and y coordinates of the points, so the same code
//! draws the cross of Fox and Geese, the little Hare and Hounds board, the checkerboard and
//! the mancala board.

use fireside_core::{Board, BoardKind, Piece, PieceKind};

/// The glyph of a piece in the terminal.
pub fn glyph(kind: PieceKind) -> String {
    match kind {
        PieceKind::Fox => "F".into(),
        PieceKind::Goose => "g".into(),
        PieceKind::Hound => "D".into(),
        PieceKind::Hare => "H".into(),
        PieceKind::WhiteMan => "w".into(),
        PieceKind::WhiteKing => "W".into(),
        PieceKind::BlackMan => "b".into(),
        PieceKind::BlackKing => "B".into(),
        PieceKind::Shells { count } => count.to_string(),
    }
}

/// The kinds of pieces on the board, in order of first appearance, for a legend.
pub fn legend_kinds(pieces: &[Piece]) -> Vec<PieceKind> {
    let mut seen: Vec<PieceKind> = Vec::new();
    for p in pieces {
        if !matches!(p.kind, PieceKind::Shells { .. }) && !seen.contains(&p.kind) {
            seen.push(p.kind);
        }
    }
    seen
}

fn axis(values: impl Iterator<Item = f32>) -> Vec<f32> {
    let mut v: Vec<f32> = values.collect();
    v.sort_by(|a, b| a.total_cmp(b));
    v.dedup_by(|a, b| (*a - *b).abs() < 1e-3);
    v
}

fn index_of(axis: &[f32], value: f32) -> usize {
    axis.iter()
        .position(|a| (a - value).abs() < 1e-3)
        .unwrap_or(0)
}

/// Renders the board with its pieces. Empty points show as `.`, empty dark squares as `.`
/// and light squares as blanks.
pub fn render(board: &Board, pieces: &[Piece]) -> String {
    let xs = axis(board.points.iter().map(|p| p.x));
    let ys = axis(board.points.iter().map(|p| p.y));
    let cell_w = match board.kind {
        BoardKind::Lines => 4,
        BoardKind::Checkerboard { .. } => 3,
        BoardKind::Mancala => 5,
    };
    let row_h = match board.kind {
        BoardKind::Lines => 2,
        _ => 1,
    };
    let width = xs.len() * cell_w + 1;
    let height = (ys.len() - 1) * row_h + 1;
    let mut grid = vec![vec![' '; width]; height];
    let at = |i: usize| -> (usize, usize) {
        let p = &board.points[i];
        let col = index_of(&xs, p.x) * cell_w + cell_w / 2;
        let row = (ys.len() - 1 - index_of(&ys, p.y)) * row_h;
        (row, col)
    };

    if board.kind == BoardKind::Lines {
        for &(a, b) in &board.lines {
            let (ra, ca) = at(a as usize);
            let (rb, cb) = at(b as usize);
            let (r, c) = ((ra + rb) / 2, (ca + cb) / 2);
            let ch = if ra == rb {
                '-'
            } else if ca == cb {
                '|'
            } else if (rb > ra) == (cb > ca) {
                '\\'
            } else {
                '/'
            };
            if ra == rb {
                for cell in grid[r].iter_mut().take(ca.max(cb)).skip(ca.min(cb) + 1) {
                    *cell = ch;
                }
            } else {
                grid[r][c] = ch;
            }
        }
    }

    for i in 0..board.points.len() {
        let (r, c) = at(i);
        grid[r][c] = '.';
    }
    let mut out_cells: Vec<(usize, usize, String)> = Vec::new();
    for p in pieces {
        if (p.point as usize) < board.points.len() {
            let (r, c) = at(p.point as usize);
            out_cells.push((r, c, glyph(p.kind)));
        }
    }
    for (r, c, text) in &out_cells {
        // Multi-digit counts are centred on the point.
        let start = c.saturating_sub(text.len().saturating_sub(1) / 2 + (text.len() > 1) as usize);
        for (k, ch) in text.chars().enumerate() {
            if start + k < width {
                grid[*r][start + k] = ch;
            }
        }
    }

    let mut out = String::new();
    for line in grid {
        let s: String = line.into_iter().collect();
        out.push_str("  ");
        out.push_str(s.trim_end());
        out.push('\n');
    }
    out
}

/// The point names laid out like the board, so a player can read the notation off it.
pub fn render_names(board: &Board) -> String {
    let xs = axis(board.points.iter().map(|p| p.x));
    let ys = axis(board.points.iter().map(|p| p.y));
    let w = board
        .points
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(1)
        + 1;
    let mut rows = vec![vec![String::new(); xs.len()]; ys.len()];
    for p in &board.points {
        rows[ys.len() - 1 - index_of(&ys, p.y)][index_of(&xs, p.x)] = p.name.clone();
    }
    let mut out = String::new();
    for row in rows {
        out.push_str("  ");
        let line: String = row.iter().map(|n| format!("{n:>w$}")).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
