# As zen4-imulmem-01: imulq $3 from memory and a store of the product:
# 1.00.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.00
	imulq $3, (%rdx), %rcx
	movq %rcx, (%rdi)
