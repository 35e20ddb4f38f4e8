# CPU: znver5
# MEASURED: 1.52
# two vpcmpd into mask registers beside two kandb: 1.53 and 1.52 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	vpcmpd $6, %ymm1, %ymm0, %k3
	vpcmpd $6, %ymm1, %ymm2, %k4
	kandb %k1, %k2, %k5
	kandb %k1, %k2, %k6
