# Zen 5: three independent 512-bit loads an iteration.  Zen 5 takes a
# zmm load on one of its two vector load paths, as a ymm load, where
# Zen 4 takes both (zen4-zmm-loads.s: one zmm load a cycle); znver5
# said 3.01 while it followed Zen 4.  Measured: 1.50 (two a cycle; two
# loads 1.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.50
	vmovdqu64	(%rdi), %zmm0
	vmovdqu64	64(%rdi), %zmm1
	vmovdqu64	128(%rdi), %zmm2
