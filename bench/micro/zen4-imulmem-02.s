# As zen4-imulmem-01: the same with imull: 1.50.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.50
	imull $3, (%rdx), %ecx
	movq (%rdi), %r9
	movq (%rsi), %r10
