# Zen 3: a general-register load that crosses a 64-byte line takes a
# load pipe twice: two movq at 60 and 188 bytes into their lines 1.33
# cycles per iteration (four 2.67-2.82; at 0, four 1.34; znver3 said
# 0.67).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.33
	movq	60(%rdi), %r8
	movq	188(%rdi), %r9
