# As zen4-imulmem-01: an orq from memory (ALU part on any of ALU0-2)
# beside two plain loads: 1.00, where the multiply (ALU1 only) gives
# 1.50.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.00
	orq (%rdx), %rcx
	movq (%rdi), %r9
	movq (%rsi), %r10
