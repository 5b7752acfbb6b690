use super::*;
#[test]
fn scratch() {
    for limit in [1u8, 2, 3, 4, 5, 6, 8, 10, 15, 20, 50] {
        for hare_first in [false, true] {
            let c = HareHoundsConfig { stall_limit: limit, hare_first };
            let t = std::time::Instant::now();
            let p = HareHounds::new(&c);
            let v = p.value();
            let mut bm = vec![];
            for m in p.best_moves() { bm.push(p.format_move(&m)); }
            println!("limit {limit} hare_first {hare_first}: {v:?} {bm:?} {:?}", t.elapsed());
        }
    }
}
