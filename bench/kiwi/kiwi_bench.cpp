// kiwi_bench: builds the systems LayoutBench writes (Sources/LayoutBench/LayoutSystem.swift
// describes the text format) with kiwi, the C++ Cassowary behind Python's kiwisolver, and
// times the same operations as LayoutBench, printing the same RESULT lines.
//
//     kiwi_bench SYSTEM.txt… [--values DIR] [--budget SECONDS] [--callgrind build|edit]
//
// Built by scripts/bench-layout.sh against the headers of the kiwisolver source package
// (downloaded into .build/kiwi, never copied into the repository).
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Spec {
    kiwi::RelationalOperator op;
    double strength;
    double constant;
    std::vector<std::pair<int, double>> terms;
};

struct System {
    std::string name;
    std::vector<std::string> variables;
    std::vector<Spec> constraints;
    int editVariable = -1;
    double editStrength = 0;
    std::vector<double> suggestions;
};

bool read(const std::string& path, System& s) {
    std::ifstream in(path);
    if (!in) return false;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream ls(line);
        std::string kind;
        ls >> kind;
        if (kind == "system") ls >> s.name;
        else if (kind == "var") { std::string n; ls >> n; s.variables.push_back(n); }
        else if (kind == "c") {
            std::string op; Spec c; size_t n;
            ls >> op >> c.strength >> c.constant >> n;
            c.op = op == "==" ? kiwi::OP_EQ : op == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
            for (size_t i = 0; i < n; ++i) { int v; double k; ls >> v >> k; c.terms.emplace_back(v, k); }
            s.constraints.push_back(c);
        }
        else if (kind == "edit") ls >> s.editVariable >> s.editStrength;
        else if (kind == "suggest") { double v; ls >> v; s.suggestions.push_back(v); }
        else if (kind == "end") break;
    }
    return true;
}

// The strength scale of the files is UIKit's (1000: required); kiwi weighs a non-required
// constraint by its strength, so the priority itself is the weight.
double kiwiStrength(double s) { return s >= 1000 ? kiwi::strength::required : s; }

double nowMicros() {
    using namespace std::chrono;
    return duration<double, std::micro>(steady_clock::now().time_since_epoch()).count();
}

struct Bench {
    const System& system;
    std::vector<kiwi::Variable> vars;
    std::vector<kiwi::Constraint> cons;
    kiwi::Solver solver;

    explicit Bench(const System& s) : system(s) {
        for (const auto& n : s.variables) vars.emplace_back(n);
        for (const auto& c : s.constraints) {
            std::vector<kiwi::Term> terms;
            for (const auto& t : c.terms) terms.emplace_back(vars[t.first], t.second);
            cons.emplace_back(kiwi::Expression(std::move(terms), c.constant), c.op, kiwiStrength(c.strength));
        }
    }

    void build() {
        solver.reset();
        for (const auto& c : cons) solver.addConstraint(c);
        if (system.editVariable >= 0) solver.addEditVariable(vars[system.editVariable], kiwiStrength(system.editStrength));
        solver.updateVariables();
    }

    void edits() {
        if (system.editVariable < 0) return;
        const kiwi::Variable& v = vars[system.editVariable];
        for (double value : system.suggestions) {
            solver.suggestValue(v, value);
            solver.updateVariables();
        }
    }
};

extern "C" __attribute__((noinline)) void kiwi_bench_measured(Bench* bench, int what) {
    if (what == 0) bench->build(); else bench->edits();
}

template <typename F>
std::vector<double> repeatTimed(double budget, F body) {
    std::vector<double> samples;
    double spent = 0;
    while (samples.size() < 5 || (spent < budget * 1e6 && samples.size() < 1000)) {
        double start = nowMicros();
        body();
        double elapsed = nowMicros() - start;
        samples.push_back(elapsed);
        spent += elapsed;
    }
    return samples;
}

std::string figure(std::vector<double> samples, double divisor = 1) {
    for (auto& s : samples) s /= divisor;
    std::sort(samples.begin(), samples.end());
    size_t n = samples.size();
    double median = n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
    char buffer[128];
    std::snprintf(buffer, sizeof buffer, "median_us=%.3f min_us=%.3f reps=%zu", median, samples[0], n);
    return buffer;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> files;
    std::string valuesDir;
    double budget = 1.0;
    std::string callgrind;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--values" && i + 1 < argc) valuesDir = argv[++i];
        else if (a == "--budget" && i + 1 < argc) budget = std::atof(argv[++i]);
        else if (a == "--callgrind" && i + 1 < argc) callgrind = argv[++i];
        else files.push_back(a);
    }
    for (const auto& path : files) {
        System system;
        if (!read(path, system)) { std::cerr << "error: cannot read " << path << "\n"; return 1; }
        Bench bench(system);
        try {
            if (callgrind == "build") {
                kiwi_bench_measured(&bench, 0);
            } else if (callgrind == "edit") {
                bench.build();
                kiwi_bench_measured(&bench, 1);
            } else {
                auto samples = repeatTimed(budget, [&] { bench.build(); });
                std::cout << "RESULT system=" << system.name << " figure=build " << figure(samples) << "\n";
                if (!system.suggestions.empty()) {
                    bench.build();
                    auto edits = repeatTimed(budget, [&] { bench.edits(); });
                    std::cout << "RESULT system=" << system.name << " figure=edit "
                              << figure(edits, system.suggestions.size()) << " edits=" << system.suggestions.size() << "\n";
                }
            }
        } catch (const std::exception& e) {
            std::cerr << "error: " << system.name << ": " << e.what() << "\n";
            return 1;
        }
        if (!valuesDir.empty()) {
            std::ofstream out(valuesDir + "/" + system.name + ".values");
            for (size_t i = 0; i < bench.vars.size(); ++i) {
                char buffer[64];
                std::snprintf(buffer, sizeof buffer, "%.3f", bench.vars[i].value());
                out << system.variables[i] << " " << buffer << "\n";
            }
        }
    }
    return 0;
}
