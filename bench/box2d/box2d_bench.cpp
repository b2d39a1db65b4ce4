// The peer of `TransitionBench --mode dynamics`: the same pile of boxes in Box2D 2.4 (Debian's
// libbox2d-dev), stepped the same way — two steps of 1/120 s a frame, ten velocity iterations
// (and Box2D's position iterations, three), sleeping off so that every body is solved in
// every step as UIKit Dynamics here does — and timed per frame.
//
//   box2d_bench [--items 100] [--seconds 4] [--rounds 5]
//
// The scene (points; Box2D gets metres, 100 points to the metre): a 1024 x 768 box of four
// static walls, `items` boxes with sides from 24 to 64 points in rows of 16 from the top (the
// formula of DynamicsBenchmark.swift), density 1, friction 0.4, restitution 0.2, gravity
// 1,000 points per second² down. It prints the median time of a frame (the median over the
// rounds of each round's median) and the boxes' mean centre at the end.
#include <box2d/box2d.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {
const float kScale = 100.0f;  // points per metre

struct Result { double median_ms; double mean_x, mean_y; };

Result runRound(int items, double seconds) {
    b2World world(b2Vec2(0.0f, 1000.0f / kScale));
    world.SetAllowSleeping(false);

    b2BodyDef wallsDef;
    b2Body* walls = world.CreateBody(&wallsDef);
    const float w = 1024 / kScale, h = 768 / kScale, t = 1024 / kScale;
    b2PolygonShape wall;
    wall.SetAsBox(w / 2 + t, t / 2, b2Vec2(w / 2, -t / 2), 0);      walls->CreateFixture(&wall, 0);  // above
    wall.SetAsBox(w / 2 + t, t / 2, b2Vec2(w / 2, h + t / 2), 0);   walls->CreateFixture(&wall, 0);  // below
    wall.SetAsBox(t / 2, h / 2, b2Vec2(-t / 2, h / 2), 0);          walls->CreateFixture(&wall, 0);  // left
    wall.SetAsBox(t / 2, h / 2, b2Vec2(w + t / 2, h / 2), 0);       walls->CreateFixture(&wall, 0);  // right

    std::vector<b2Body*> boxes;
    for (int i = 0; i < items; ++i) {
        const float bw = 24 + (i * 37) % 41, bh = 24 + (i * 23) % 41;
        const int column = i % 16, row = i / 16;
        const float x = 32 + column * 64 + (row % 2) * 8, y = 40 + row * 64;
        b2BodyDef def;
        def.type = b2_dynamicBody;
        def.position.Set(x / kScale, y / kScale);
        b2Body* body = world.CreateBody(&def);
        b2PolygonShape shape;
        shape.SetAsBox(bw / 2 / kScale, bh / 2 / kScale);
        b2FixtureDef fixture;
        fixture.shape = &shape;
        fixture.density = 1;
        fixture.friction = 0.4f;
        fixture.restitution = 0.2f;
        body->CreateFixture(&fixture);
        boxes.push_back(body);
    }

    const int frames = static_cast<int>(seconds * 60 + 0.5);
    std::vector<double> times;
    times.reserve(frames);
    for (int f = 0; f < frames; ++f) {
        const auto start = std::chrono::steady_clock::now();
        world.Step(1.0f / 120, 10, 3);
        world.Step(1.0f / 120, 10, 3);
        const auto end = std::chrono::steady_clock::now();
        times.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    }
    std::sort(times.begin(), times.end());
    double sx = 0, sy = 0;
    for (b2Body* b : boxes) { sx += b->GetPosition().x * kScale; sy += b->GetPosition().y * kScale; }
    return {times[times.size() / 2], sx / items, sy / items};
}
}  // namespace

int main(int argc, char** argv) {
    int items = 100, rounds = 5;
    double seconds = 4;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--items") && hasValue) items = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--seconds") && hasValue) seconds = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--rounds") && hasValue) rounds = std::atoi(argv[++i]);
        else { std::fprintf(stderr, "usage: box2d_bench [--items N] [--seconds S] [--rounds R]\n"); return 2; }
    }
    if (items < 1 || items > 2000 || seconds <= 0 || rounds < 1) {
        std::fprintf(stderr, "box2d_bench: --items 1...2000, --seconds > 0, --rounds >= 1\n");
        return 2;
    }
    std::vector<double> medians;
    Result last{};
    for (int r = 0; r < rounds; ++r) { last = runRound(items, seconds); medians.push_back(last.median_ms); }
    std::sort(medians.begin(), medians.end());
    std::printf("RESULT mode=box2d items=%d seconds=%.1f rounds=%d frames=%d median_ms=%.4f mean_x=%.1f mean_y=%.1f\n",
                items, seconds, rounds, static_cast<int>(seconds * 60 + 0.5), medians[medians.size() / 2], last.mean_x, last.mean_y);
    return 0;
}
