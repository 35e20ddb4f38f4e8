# Zen 5: four stores of general registers a cache line apart, two a
# cycle (Zen 4 commits one a cycle unless two share a 32-byte block:
# znver4 4.00).  Measured: 2.00 (spread 0.1%); four vmovups ymm alike.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 2.00
	movq	%rax, (%rdi)
	movq	%rbx, 64(%rdi)
	movq	%rcx, 128(%rdi)
	movq	%rdx, 192(%rdi)
