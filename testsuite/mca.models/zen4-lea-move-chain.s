# Zen 4: two leas of a base register alone, each reading the other's
# result, take no latency: measured on a Zen 4 host with gcc-mca-measure
# 0.34 cycles per iteration (dispatch; a 1-cycle lea would make it
# 2.00, as the model gave before it eliminated them).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 0.34
	leaq	0(%rax), %rbx
	leaq	(%rbx), %rax
