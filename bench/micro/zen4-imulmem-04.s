# As zen4-imulmem-01: a load, imulq from memory on it, the product
# stored, fixed addresses: 1.33.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.33
	movq (%rsi), %rcx
	imulq (%rdx), %rcx
	movq %rcx, (%rdi)
