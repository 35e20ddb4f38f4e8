# CPU: znver5
# MEASURED: 0.89
# a vpcmpd into a mask register beside an independent kortestb: 0.88 and 0.89 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	vpcmpd $6, %ymm1, %ymm0, %k3
	kortestb %k1, %k1
