# Zen 3: a load into a vector register that crosses a 64-byte line takes
# the FP load path twice.  Two vmovupd ymm at 48 and 176 bytes into their
# lines (each across two) 2.00 cycles per iteration, at 0 and 128 1.00;
# three across 3.00 (znver3 said 1.00 and 1.50).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 2.00
	vmovupd	48(%rdi), %ymm0
	vmovupd	176(%rdi), %ymm1
