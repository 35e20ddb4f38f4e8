# As zen4-imulmem-01: three plain loads: 1.00.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.00
	movq (%rdx), %rcx
	movq (%rdi), %r9
	movq (%rsi), %r10
