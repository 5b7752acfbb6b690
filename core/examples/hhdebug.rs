use fireside_core::engine::*;
use fireside_core::games::hare_hounds::*;
use fireside_core::Game;
use rand::prelude::*;
fn main() {
    let cfg = HareHoundsConfig::default();
    for seed in 0..3u64 {
        let mut pos = HareHounds::new(&cfg);
        let mut p = ComputerPlayer::<HareHounds>::new(Level::Easy, seed, 0.1);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let c = CancelToken::new();
        while !pos.outcome().is_over() {
            let mv = if pos.side_to_move() == fireside_core::Side::One {
                let r = p.choose(&pos, &c);
                r.best_move.unwrap()
            } else {
                let mut m = Vec::new();
                pos.legal_moves(&mut m);
                *m.choose(&mut rng).unwrap()
            };
            print!("{} ", pos.format_move(&mv));
            pos.play(&mv);
            println!("[{}] eval {} value {:?}", pos.setup_text(), pos.evaluate(), pos.value());
        }
        println!("{:?}\n", pos.outcome());
    }
}
