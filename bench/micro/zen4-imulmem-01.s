# A multiply from memory (imul on ALU1 only, its load on an address
# unit) beside other loads or a store: imulq $3 from memory beside two
# plain loads: 1.50 (the model 1.00; three plain loads 1.00,
# zen4-imulmem-09). Not explained: the model gives every address unit to
# every load.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.50
	imulq $3, (%rdx), %rcx
	movq (%rdi), %r9
	movq (%rsi), %r10
