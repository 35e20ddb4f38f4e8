# CPU: znver5
# MEASURED: 2.61
# four kunpckwd: 2.60 and 2.62 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	kunpckwd %k1, %k2, %k3
	kunpckwd %k1, %k2, %k4
	kunpckwd %k1, %k2, %k5
	kunpckwd %k1, %k2, %k6
